import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { Rng } from './random.ts';

// Doyang categories with their requisites and bundles, and the class groups of every active school.

const CATEGORIES = [
  { name: 'BRONCE', inscription_price: '500.00', monthly_fee_price: '450.00' },
  { name: 'PLATA', inscription_price: '600.00', monthly_fee_price: '550.00' },
  { name: 'ORO', inscription_price: '700.00', monthly_fee_price: '650.00' },
];

const REQUISITES: Record<string, string[]> = {
  BRONCE: ['TATAMI DE AL MENOS 50 M²', 'PROFESOR CON 1ER DAN'],
  PLATA: ['TATAMI DE AL MENOS 80 M²', 'PROFESOR CERTIFICADO', '60 ALUMNOS ACTIVOS'],
  ORO: ['TATAMI DE AL MENOS 120 M²', 'VESTIDORES Y REGADERAS', '120 ALUMNOS ACTIVOS', 'EFICIENCIA DE EXAMEN DE 80 %'],
};

type Week = [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
const week = (...days: number[]): Week => [0, 1, 2, 3, 4, 5, 6].map((d) => days.includes(d)) as Week;

/** Realistic schedules; ages say which students a group takes (monday is day 0). */
export const GROUP_TEMPLATES = [
  { name: 'PRE-TKD', begins_at: '15:00', ends_at: '15:45', json_week: week(0, 2), minAge: 3, maxAge: 5 },
  { name: 'INFANTIL A', begins_at: '16:00', ends_at: '17:00', json_week: week(0, 2, 4), minAge: 4, maxAge: 9 },
  { name: 'INFANTIL B', begins_at: '17:00', ends_at: '18:00', json_week: week(1, 3), minAge: 6, maxAge: 11 },
  { name: 'JUVENIL', begins_at: '18:00', ends_at: '19:00', json_week: week(0, 2, 4), minAge: 10, maxAge: 17 },
  { name: 'ADULTOS', begins_at: '19:00', ends_at: '20:30', json_week: week(1, 3), minAge: 16, maxAge: 99 },
  { name: 'SABATINO', begins_at: '09:00', ends_at: '11:00', json_week: week(5), minAge: 4, maxAge: 99 },
  { name: 'CINTAS NEGRAS', begins_at: '20:00', ends_at: '21:30', json_week: week(0, 2, 4), minAge: 12, maxAge: 99 },
] as const;
const ALWAYS = ['INFANTIL A', 'JUVENIL', 'ADULTOS'];

export type DemoGroup = { id: number; doyang_id: number; minAge: number; maxAge: number };

export async function seedCategories(db: Db, r: Rng, schoolIds: number[]): Promise<void> {
  const categories = await db.insert(t.doyang_categories).values(CATEGORIES).returning();
  const requisites = await db
    .insert(t.doyang_category_requisites)
    .values(categories.flatMap((c) => REQUISITES[c.name].map((name) => ({ name, doyang_category_id: c.id }))))
    .returning();
  const bundles = await db
    .insert(t.doyang_bundles)
    .values(
      categories.flatMap((c, i) => {
        const fee = Number(c.monthly_fee_price);
        const inscription = Number(c.inscription_price);
        return [
          {
            name: `INSCRIPCIÓN + 2 MENSUALIDADES ${c.name}`,
            price: (inscription + 2 * fee - 100).toFixed(2),
            bundle_type: 'inscription',
            covers_inscription: true,
            covers_monthly_payments_qty: 2,
            doyang_category_id: c.id,
            for_everyone: false,
          },
          {
            name: `SEMESTRE ANTICIPADO ${c.name}`,
            price: (6 * fee * 0.9).toFixed(2),
            bundle_type: 'monthly',
            covers_monthly_payments_qty: 6,
            ancticipated_monthly_payments: true,
            doyang_category_id: c.id,
            for_everyone: i === 0,
          },
        ];
      }),
    )
    .returning();
  // Inscription bundles include the uniform and the belt; product ids are the reference ones.
  await db.insert(t.doyang_bundle_products).values(
    bundles
      .filter((b) => b.covers_inscription)
      .flatMap((b) => [
        { doyang_bundle_id: b.id, product_id: 1, qty: 1 },
        { doyang_bundle_id: b.id, product_id: 2, qty: 1 },
      ]),
  );
  // Bigger, older doyangs sit in higher categories; each meets some of its category's requisites.
  const categoryOf = new Map<number, number>();
  for (const id of schoolIds) categoryOf.set(id, categories[Math.min(2, Math.floor(r.next() * 3))].id);
  for (const c of categories) {
    const ids = schoolIds.filter((id) => categoryOf.get(id) === c.id);
    if (ids.length) await db.update(t.doyangs).set({ doyang_category_id: c.id }).where(inArray(t.doyangs.id, ids));
  }
  const met = requisites.flatMap((q) =>
    schoolIds
      .filter((id) => categoryOf.get(id) === q.doyang_category_id && r.chance(0.7))
      .map((doyang_id) => ({
        doyang_category_requisite_id: q.id,
        doyang_id,
      })),
  );
  if (met.length) await db.insert(t.doyang_category_requisite_doyangs).values(met);
}

/** 3–6 groups per active school: the three core groups and some of the others. */
export async function seedGroups(
  db: Db,
  r: Rng,
  schools: { id: number; responsible: number; certifier: number; kyosas: number[] }[],
): Promise<DemoGroup[]> {
  const rows: (typeof t.doyang_groups.$inferInsert)[] = [];
  const meta: Omit<DemoGroup, 'id'>[] = [];
  for (const s of schools) {
    const extra = GROUP_TEMPLATES.filter((g) => !ALWAYS.includes(g.name) && r.chance(0.45)).slice(0, 3);
    for (const g of GROUP_TEMPLATES.filter((x) => ALWAYS.includes(x.name) || extra.includes(x))) {
      rows.push({
        name: g.name,
        doyang_id: s.id,
        user_responsible_id: g.maxAge < 12 && s.kyosas.length && r.chance(0.5) ? r.pick(s.kyosas) : s.responsible,
        user_certifier_id: s.certifier,
        begins_at: g.begins_at,
        ends_at: g.ends_at,
        json_week: [...g.json_week],
      });
      meta.push({ doyang_id: s.id, minAge: g.minAge, maxAge: g.maxAge });
    }
  }
  const inserted = await db
    .insert(t.doyang_groups)
    .values(rows)
    .returning({ id: t.doyang_groups.id, doyang_id: t.doyang_groups.doyang_id, name: t.doyang_groups.name });
  const idOf = new Map(inserted.map((g) => [`${g.doyang_id}:${g.name}`, g.id]));
  return rows.map((g, i) => ({ id: idOf.get(`${g.doyang_id}:${g.name}`) as number, ...meta[i] }));
}

/**
 * Genealogy several levels deep: about a quarter of the kup students of a doyang learn from one of its
 * black-belt students (who learn from a kyosa, who learns from the professor, up to user 1).
 */
export async function seedStudentLineage(db: Db): Promise<void> {
  await db.execute(sql`
    with teachers as (
      select id, doyang_id, row_number() over (partition by doyang_id order by id) as rn,
        count(*) over (partition by doyang_id) as n
      from users where role_id = 10 and active and degree_id >= 13
    ), pupils as (
      select id, doyang_id, row_number() over (partition by doyang_id order by id) as rn
      from users where role_id = 10 and degree_id < 13 and id % 4 = 0
    )
    update users u set user_responsible_id = t.id
    from pupils p join teachers t on t.doyang_id = p.doyang_id and t.rn = (p.rn % t.n) + 1
    where u.id = p.id`);
}
