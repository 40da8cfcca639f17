import { doyangSurrogationAppended, MSG, doyangSurrogations as surrogationEntry, TIER_LISTS } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasMany } from '../../db/relations.ts';
import { doyang_surrogations } from '../../db/schema/index.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { one, rows, sqlArray } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { type AppendContext, bindResource } from '../../http/resource.ts';

// MULTINIVEL PROFESORES (spec 03 §7 'Commission tables'): the scheme on its table, its four tier lists as `with=`
// relations, and `append=parsed_multilevel_discount_types` (every commission table with this scheme's percentage) and
// `append=reference_prices` (the next exam, event and tournament's price, for the form's figures).

type Row = Record<string, unknown>;
type DiscountTypePercentage = { id: number; percentage: string | null };

/** The tiers of one list, each percentage as text ('12.50'), seminars after the other events. */
const tierList = (kind: string) =>
  hasMany(
    sql`doyang_surrogation_tiers t`,
    sql`t.doyang_surrogation_id = ${doyang_surrogations.id} and t.kind = ${kind}`,
    [
      'id',
      'doyang_surrogation_id',
      'min_inscriptions',
      'max_inscriptions',
      ['percentage', sql`t.percentage::text`],
      'is_seminar',
    ],
    sql`t.is_seminar, t.min_inscriptions, t.id`,
    't',
  );

/** Every commission table, by name, with the scheme's percentage for it (null where none was set). */
const discountTypesOf = (db: Db, schemeId: number) =>
  rows<{ id: number; name: string; percentage: string | null }>(
    db,
    sql`select m.id, m.name, d.percentage::text as percentage
      from multilevel_discount_types m
        left join doyang_surrogation_discount_types d on d.multilevel_discount_type_id = m.id
          and d.doyang_surrogation_id = ${schemeId}
      order by ${inSpanishOrder(sql`m.name`)}, m.id`,
  );

/**
 * The next exam, event and tournament from today (active, with a price): the price their commissions are figured on,
 * the base commission price where the record sets one, else its price.
 */
async function referencePrices(db: Db, today: string) {
  const next = (table: string) => sql`(select json_build_object('id', x.id, 'name', x.name, 'date', x.date::text,
      'price', coalesce(nullif(x.base_comission_price, 0), x.price)::text)
    from ${sql.raw(table)} x
    where x.active and x.date >= ${today}::date and coalesce(nullif(x.base_comission_price, 0), x.price) is not null
    order by x.date, x.id limit 1)`;
  const found = await one<Row>(
    db,
    sql`select ${next('exams')} as exam, ${next('events')} as event, ${next('tournaments')} as tournament`,
  );
  return { exam: found?.exam ?? null, event: found?.event ?? null, tournament: found?.tournament ?? null };
}

async function surrogationAppends(ctx: AppendContext, row: Row, append: string[]): Promise<Row> {
  const out = { ...row };
  if (append.includes('parsed_multilevel_discount_types'))
    out.parsed_multilevel_discount_types = await discountTypesOf(ctx.db, Number(row.id));
  if (append.includes('reference_prices')) out.reference_prices = await referencePrices(ctx.db, ctx.today);
  return out;
}

/** Writes the percentages given (a blank one removes the table's), leaving the tables not listed as they were. */
async function saveDiscountTypes(db: Db, schemeId: number, list: DiscountTypePercentage[]): Promise<void> {
  const byType = new Map(list.map((d) => [d.id, d.percentage]));
  const removed = [...byType].filter(([, p]) => p === null).map(([id]) => id);
  const kept = [...byType].filter((e): e is [number, string] => e[1] !== null);
  if (removed.length)
    await db.execute(sql`delete from doyang_surrogation_discount_types
      where doyang_surrogation_id = ${schemeId} and multilevel_discount_type_id = any(${sqlArray(removed, 'int')})`);
  if (kept.length)
    await db.execute(sql`insert into doyang_surrogation_discount_types (doyang_surrogation_id, multilevel_discount_type_id, percentage)
      select ${schemeId}, k.id, k.percentage
      from unnest(${sqlArray(
        kept.map(([id]) => id),
        'int',
      )}, ${sqlArray(
        kept.map(([, p]) => p),
        'numeric',
      )}) as k(id, percentage)
      on conflict (doyang_surrogation_id, multilevel_discount_type_id) do update set percentage = excluded.percentage
        where doyang_surrogation_discount_types.percentage is distinct from excluded.percentage`);
}

/** The key a write's commission-table percentages travel under from beforeWrite to afterWrite. */
const DISCOUNT_TYPES = 'parsed_multilevel_discount_types';

export const doyangSurrogationResource = bindResource(surrogationEntry, {
  table: doyang_surrogations,
  search: [doyang_surrogations.name],
  orderable: { name: doyang_surrogations.name, percentage: doyang_surrogations.percentage, id: doyang_surrogations.id },
  relations: Object.fromEntries(TIER_LISTS.map((list) => [list.resource, tierList(list.kind)])),
  appendOne: surrogationAppends,
  appended: doyangSurrogationAppended,
  // The spec's update {multilevelDiscountType, percentage}: the percentage is that commission table's, not the scheme's.
  beforeWrite: async (_db, _actor, data, id) => {
    const typeId = data.multilevelDiscountType;
    delete data.multilevelDiscountType;
    if (typeId === undefined || typeId === null) return;
    if (id === null) throw validationError({ multilevelDiscountType: [MSG.invalidData] });
    if (data.percentage === undefined) throw validationError({ percentage: [MSG.discountTypePercentage] });
    const listed = (data[DISCOUNT_TYPES] as DiscountTypePercentage[] | undefined) ?? [];
    data[DISCOUNT_TYPES] = [...listed, { id: Number(typeId), percentage: data.percentage as string }];
    delete data.percentage;
  },
  afterWrite: async (tx, id, data) => {
    const list = data[DISCOUNT_TYPES] as DiscountTypePercentage[] | undefined;
    if (list?.length) await saveDiscountTypes(tx, id, list);
  },
});
