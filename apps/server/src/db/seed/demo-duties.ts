import { addDays, GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows } from '../sql.ts';
import type { Rng } from './random.ts';

/** Duties in every state: sent to doyangs (pending, done by some, super important), to the general direction, own ones. */
export async function seedDuties(db: Db, r: Rng, start: string, end: string): Promise<void> {
  const schools = await rows<{ id: number; user_responsible_id: number | null }>(
    db,
    sql`select id, user_responsible_id from doyangs where active and id <> ${GENERAL_DIRECTION_DOYANG_ID} order by id`,
  );
  const gd = GENERAL_DIRECTION_DOYANG_ID;
  const sent = await db
    .insert(t.monthly_duties)
    .values(
      [
        {
          name: 'ENTREGAR REPORTE DE INSCRIPCIONES DEL BIMESTRE',
          due_date: addDays(end, -7),
          to_doyang: true,
          super_important: true,
        },
        { name: 'ACTUALIZAR LOS TELÉFONOS DE LOS PADRES DE FAMILIA', due_date: addDays(start, 20), to_doyang: true },
        { name: 'ENVIAR FOTOS DEL EXAMEN DE CINTAS', due_date: end, to_doyang: true },
        {
          name: 'CONFIRMAR LA SEDE DEL TORNEO REGIONAL',
          due_date: addDays(start, 25),
          to_general_direction: true,
          super_important: true,
        },
        { name: 'PUBLICAR EL CALENDARIO DEL PRÓXIMO BIMESTRE', due_date: addDays(end, -10), to_general_direction: true },
        { name: 'REVISAR LOS CONTRATOS DE LAS SEDES', due_date: addDays(end, -3) },
      ].map((d) => ({ ...d, doyang_id: gd, created_by: 1 })),
    )
    .returning({ id: t.monthly_duties.id });
  const own = await db
    .insert(t.monthly_duties)
    .values(
      schools.flatMap((s) => [
        {
          name: 'REVISAR EL INVENTARIO DE UNIFORMES',
          due_date: addDays(start, 15),
          doyang_id: s.id,
          created_by: s.user_responsible_id,
        },
        {
          name: 'LLAMAR A LOS ALUMNOS CON FALTAS CONSECUTIVAS',
          due_date: addDays(end, -5),
          doyang_id: s.id,
          created_by: s.user_responsible_id,
        },
      ]),
    )
    .returning({ id: t.monthly_duties.id, doyang_id: t.monthly_duties.doyang_id });
  const done: (typeof t.monthly_duty_doyangs.$inferInsert)[] = [];
  for (const s of schools) {
    if (r.chance(0.4)) done.push({ monthly_duty_id: sent[0].id, doyang_id: s.id, done_by: s.user_responsible_id });
    if (r.chance(0.7)) done.push({ monthly_duty_id: sent[1].id, doyang_id: s.id, done_by: s.user_responsible_id });
  }
  done.push({ monthly_duty_id: sent[4].id, doyang_id: gd, done_by: 1 });
  for (const d of own.filter((_, i) => i % 2 === 0)) {
    if (d.doyang_id && r.chance(0.6)) done.push({ monthly_duty_id: d.id, doyang_id: d.doyang_id });
  }
  await db.insert(t.monthly_duty_doyangs).values(done);
}
