import { DOYANG_NAME_PREFIX, DOYANG_TYPES } from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { doyang_group_kyosas, doyang_groups, doyangs, holidays } from '../../db/schema/index.ts';
import { GROUP_TEMPLATES } from '../../db/seed/demo-schools.ts';
import { idOf, nextNumber, type Ref } from './unique.ts';

export type DoyangRow = typeof doyangs.$inferSelect;
export type GroupRow = typeof doyang_groups.$inferSelect;

export type DoyangOptions = Partial<Omit<typeof doyangs.$inferInsert, 'id' | 'user_responsible_id' | 'user_certifier_id'>> & {
  responsible?: Ref | null;
  certifier?: Ref | null;
};

/**
 * An active doyang (or club, with `doyang_type_id: DOYANG_TYPES.CLUB`) named as the API names them, with the
 * type's prefix. City 1 is one of the two localities a doyang may be in.
 */
export async function makeDoyang(db: Db, o: DoyangOptions = {}): Promise<DoyangRow> {
  const { responsible, certifier, ...columns } = o;
  const type = columns.doyang_type_id ?? DOYANG_TYPES.DOYANG;
  const [row] = await db
    .insert(doyangs)
    .values({
      name: `${DOYANG_NAME_PREFIX[type]} PRUEBA ${nextNumber()}`,
      doyang_type_id: type,
      city_id: 1,
      opening_date: '2020-01-15',
      monthly_fee: '550.00',
      inscription_fee: '600.00',
      user_responsible_id: responsible == null ? null : idOf(responsible),
      user_certifier_id: certifier == null ? null : idOf(certifier),
      ...columns,
    })
    .returning();
  return row;
}

export type GroupOptions = Partial<
  Omit<typeof doyang_groups.$inferInsert, 'id' | 'doyang_id' | 'user_responsible_id' | 'user_certifier_id'>
> & {
  doyang: Ref;
  responsible?: Ref | null;
  certifier?: Ref | null;
  /** Staff taken into the group's kyosa list. */
  kyosas?: Ref[];
};

/** A class group of a doyang, 16:00–17:00 on monday, wednesday and friday unless told otherwise. */
export async function makeGroup(db: Db, o: GroupOptions): Promise<GroupRow> {
  const { doyang, responsible, certifier, kyosas = [], ...columns } = o;
  const [row] = await db
    .insert(doyang_groups)
    .values({
      name: `GRUPO ${nextNumber()}`,
      doyang_id: idOf(doyang),
      user_responsible_id: responsible == null ? null : idOf(responsible),
      user_certifier_id: certifier == null ? null : idOf(certifier),
      begins_at: '16:00',
      ends_at: '17:00',
      json_week: [true, false, true, false, true, false, false],
      ...columns,
    })
    .returning();
  if (kyosas.length) {
    await db.insert(doyang_group_kyosas).values(kyosas.map((k) => ({ doyang_group_id: row.id, user_id: idOf(k) })));
  }
  return row;
}

/** The demo's seven groups of a week (PRE-TKD 15:00 … CINTAS NEGRAS 20:00) in one doyang, each with its schedule. */
export async function makeWeekOfGroups(db: Db, doyang: Ref): Promise<GroupRow[]> {
  const groups: GroupRow[] = [];
  for (const { name, begins_at, ends_at, json_week } of GROUP_TEMPLATES) {
    groups.push(await makeGroup(db, { doyang, name, begins_at, ends_at, json_week: [...json_week] }));
  }
  return groups;
}

/** A holiday: general (no group) unless a group is given; one day unless an end is given. */
export async function makeHoliday(
  db: Db,
  o: { start_date: string; end_date?: string; name?: string; group?: Ref | null },
): Promise<typeof holidays.$inferSelect> {
  const [row] = await db
    .insert(holidays)
    .values({
      name: o.name ?? `DÍA FESTIVO ${nextNumber()}`,
      start_date: o.start_date,
      end_date: o.end_date ?? o.start_date,
      doyang_group_id: o.group == null ? null : idOf(o.group),
    })
    .returning();
  return row;
}
