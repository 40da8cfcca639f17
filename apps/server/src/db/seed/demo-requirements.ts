import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

const OTHER_REQUISITES = [
  'ACTA DE NACIMIENTO',
  'CERTIFICADO MÉDICO VIGENTE',
  'CARTA COMPROMISO DE LOS PADRES',
  'EXAMEN TEÓRICO APROBADO',
  'ENSAYO SOBRE LA FILOSOFÍA DEL TAEKWONDO',
  'SERVICIO SOCIAL EN EL DOYANG (20 HORAS)',
  'CONSTANCIA DE ESTUDIOS',
];

/** A requirement for the next exam from every degree, with products and other requisites that grow with the belt. */
export async function seedRequirements(db: Db): Promise<void> {
  const others = await db
    .insert(t.other_exam_requisites)
    .values(OTHER_REQUISITES.map((name) => ({ name })))
    .returning();
  const idOf = (name: string) => others.find((o) => o.name === name)?.id as number;
  const degrees = await db.select().from(t.degrees).orderBy(t.degrees.order);
  const reqs = await db
    .insert(t.requirements)
    .values(
      degrees.map((g) => {
        const dan = g.order >= 13;
        const points = 10 + g.order * 5;
        return {
          name: `EXAMEN DESDE ${g.name}`,
          absences: dan ? 4 : 6,
          partial: g.has_partials ? (g.partials_to_next_degree ?? 2) : null,
          min_grade_id: g.id,
          max_grade_id: g.id,
          min_age_years: g.order <= 11 ? (g.order === 1 ? null : 4) : g.order === 12 ? 12 : 13 + (g.order - 13) * 2,
          max_age_years: null,
          min_age_months: null,
          max_age_months: null,
          max_age_days: null,
          min_time_before_next_exam: g.order <= 11 ? 2 : g.order === 12 ? 6 : 12 * (g.order - 12),
          min_points: points,
          warning_points: Math.round(points * 0.8),
          no_right_points: Math.round(points * 0.5),
        };
      }),
    )
    .returning({ id: t.requirements.id, order: t.requirements.min_grade_id });
  const products: { requirement_id: number; product_id: number }[] = [];
  const links: { requirement_id: number; other_exam_requisite_id: number }[] = [];
  for (const q of reqs) {
    const order = q.order ?? 1;
    const productIds = [2, 3, ...(order === 1 ? [1] : []), ...(order >= 5 ? [4] : []), ...(order >= 9 ? [5, 6, 7, 8] : [])];
    for (const product_id of productIds) products.push({ requirement_id: q.id, product_id });
    const names = [
      'CERTIFICADO MÉDICO VIGENTE',
      ...(order === 1 ? ['ACTA DE NACIMIENTO'] : []),
      ...(order <= 11 ? ['CARTA COMPROMISO DE LOS PADRES'] : []),
      ...(order >= 12 ? ['EXAMEN TEÓRICO APROBADO', 'CONSTANCIA DE ESTUDIOS'] : []),
      ...(order >= 13 ? ['ENSAYO SOBRE LA FILOSOFÍA DEL TAEKWONDO', 'SERVICIO SOCIAL EN EL DOYANG (20 HORAS)'] : []),
    ];
    for (const name of names) links.push({ requirement_id: q.id, other_exam_requisite_id: idOf(name) });
  }
  await db.insert(t.requirement_products).values(products);
  await db.insert(t.requirement_other_exam_requisites).values(links);
}
