import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import { generateCommissions } from '../../modules/commissions/index.ts';
import { asActor } from '../audit-actor.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

// The demo's commissions (issue 26): the commission tables and two multilevel schemes general direction keeps, written
// as that person would through the app (the change history opens with real entries); the schemes assigned to most
// doyangs and their staff; and, once the year's sales are in, the commissions of every exam, event and tournament
// already over, computed by the app's own generation, the older ones paid.

type Kind = 'exam' | 'event' | 'tournament' | 'bus';

/** A scheme's tiers: three ranges per list, `step` points above the base one; seminars one range of their own. */
function tiersOf(schemeId: number, step: number) {
  const ranges = (kind: Kind, percentages: [number, number, number], is_seminar = false) =>
    (
      [
        [0, 9],
        [10, 24],
        [25, 999],
      ] as const
    ).map(([min_inscriptions, max_inscriptions], i) => ({
      doyang_surrogation_id: schemeId,
      kind,
      min_inscriptions,
      max_inscriptions,
      percentage: (percentages[i] + step).toFixed(2),
      is_seminar,
    }));
  return [
    ...ranges('exam', [5, 8, 12]),
    ...ranges('event', [6, 9, 12]),
    {
      doyang_surrogation_id: schemeId,
      kind: 'event',
      min_inscriptions: 0,
      max_inscriptions: 999,
      percentage: (10 + step).toFixed(2),
      is_seminar: true,
    },
    ...ranges('tournament', [4, 7, 10]),
    {
      doyang_surrogation_id: schemeId,
      kind: 'bus',
      min_inscriptions: 0,
      max_inscriptions: 19,
      percentage: (3 + step).toFixed(2),
      is_seminar: false,
    },
    {
      doyang_surrogation_id: schemeId,
      kind: 'bus',
      min_inscriptions: 20,
      max_inscriptions: 999,
      percentage: (5 + step).toFixed(2),
      is_seminar: false,
    },
  ];
}

const authorId = async (db: Db, email: string) =>
  (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)))[0]?.id;

/** TABLAS COMISIONES and MULTINIVEL PROFESORES as general direction set them up, and who is under which scheme. */
export async function seedCommissionTables(db: Db, authorEmail: string): Promise<void> {
  const author = await authorId(db, authorEmail);
  if (!author) return;
  await asActor(db, { id: author }, async (tx) => {
    const types = await tx
      .insert(t.multilevel_discount_types)
      .values([{ name: 'GENERAL' }, { name: 'MAYOREO' }, { name: 'PROMOCIÓN DE VERANO' }, { name: 'EVENTOS NACIONALES' }])
      .returning({ id: t.multilevel_discount_types.id });
    // A correction made the same day: the history shows the edit beside the creation.
    await tx
      .update(t.multilevel_discount_types)
      .set({ name: 'PROMOCIÓN VERANO 2026' })
      .where(eq(t.multilevel_discount_types.id, types[2].id));

    const schemes = await tx
      .insert(t.doyang_surrogations)
      .values([
        { name: 'ESQUEMA BASE', percentage: '10.00' },
        { name: 'ESQUEMA PROFESOR CERTIFICADO', percentage: '15.00' },
      ])
      .returning({ id: t.doyang_surrogations.id });
    await tx.insert(t.doyang_surrogation_tiers).values(schemes.flatMap((s, i) => tiersOf(s.id, 2 * i)));
    // Each scheme pays a share of the products of some commission tables; the summer promotion pays none.
    await tx.insert(t.doyang_surrogation_discount_types).values(
      schemes.flatMap((s, i) => [
        { doyang_surrogation_id: s.id, multilevel_discount_type_id: types[0].id, percentage: (10 + 2 * i).toFixed(2) },
        { doyang_surrogation_id: s.id, multilevel_discount_type_id: types[1].id, percentage: (5 + 2 * i).toFixed(2) },
        { doyang_surrogation_id: s.id, multilevel_discount_type_id: types[3].id, percentage: (8 + 2 * i).toFixed(2) },
      ]),
    );
    // Two doyangs in three are under a scheme (the base one, or the certified professors' one); their staff too.
    await tx.execute(sql`update doyangs d set doyang_surrogation_id = case when d.id % 3 = 1 then ${schemes[0].id}::int
        else ${schemes[1].id}::int end
      where d.id <> ${GENERAL_DIRECTION_DOYANG_ID} and not d.is_foreign and d.id % 3 <> 0`);
    await tx.execute(sql`update doyang_personal p set doyang_surrogation_id = d.doyang_surrogation_id
      from doyangs d where d.id = p.doyang_id and d.doyang_surrogation_id is not null`);
  });
}

/**
 * The commissions of everything over by `today`, computed as general direction's 'Calcular comisiones' does; about half
 * of those more than a month old were paid (as INGRESOS marks them) two weeks after their date, the rest stay pending.
 */
export async function seedCommissions(db: Db, today: string, authorEmail: string): Promise<void> {
  const author = await authorId(db, authorEmail);
  if (!author) return;
  await asActor(db, { id: author }, async (tx) => {
    await generateCommissions(tx, { actorId: author, today });
    await tx.execute(sql`update payments p set paid_date = least(x.date + 14, ${today}::date), paid_by = ${author}
      from (select c.id, coalesce(e.date, v.date, o.date) as date
        from payments c left join exams e on e.id = c.exam_id left join events v on v.id = c.event_id
          left join tournaments o on o.id = c.tournament_id
        where c.payment_concept_id = 9 and c.receipt_id is null and c.paid_date is null) x
      where p.id = x.id and x.date < ${today}::date - 30 and p.doyang_id % 2 = 0`);
  });
}
