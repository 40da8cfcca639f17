import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows } from '../sql.ts';

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The network's calendar around today (issue 11): two parent events, a past exam, the next exam, a black-belt
 * exam, a seminar and a local and a foreign event already held. Prospects and results come with them later.
 */
export async function seedEvents(db: Db, today: string): Promise<void> {
  const year = today.slice(0, 4);
  const [season, regional] = await db
    .insert(t.parent_events)
    .values([
      { name: `TEMPORADA ${year}`, description: 'Exámenes, juntas y seminarios del año.' },
      { name: 'CIRCUITO REGIONAL', description: 'Copas y abiertos con otras escuelas.' },
    ])
    .returning({ id: t.parent_events.id });
  const venues = await rows<{ id: number; name: string }>(db, sql`select id, name from venues order by id`);
  const venue = (part: string) => venues.find((v) => v.name.includes(part))?.id ?? venues[0]?.id ?? null;
  const sinodals = await rows<{ id: number }>(db, sql`select id from users where sinodal and active order by id limit 3`);
  const payments = (date: string, price: string, early: string) => ({
    price,
    early_payment_amount: early,
    early_payment_student_due_date: addDays(date, -21),
    early_payment_professor_due_date: addDays(date, -19),
    payment_student_due_date: addDays(date, -7),
    payment_professor_due_date: addDays(date, -5),
  });
  const exam = (name: string, number: number, date: string, more: Partial<typeof t.exams.$inferInsert> = {}) => ({
    name,
    number,
    date,
    parent_event_id: season.id,
    venue_id: venue('SANTA CRUZ'),
    begins_at: '09:00',
    ends_at: '14:00',
    sinodal_id: sinodals[0]?.id ?? null,
    general_points: 10,
    ...payments(date, '950.00', '850.00'),
    ...more,
  });
  const made = await db
    .insert(t.exams)
    .values([
      exam(`EXAMEN DE GRADO ${year} - I`, 40, addDays(today, -60)),
      exam(`EXAMEN DE GRADO ${year} - II`, 41, addDays(today, 20), { show_table_in_dashboard: true }),
      exam(`EXAMEN DE CINTA NEGRA ${year}`, 42, addDays(today, 30), {
        is_black_belt: true,
        venue_id: venue('OLÍMPICO'),
        ...payments(addDays(today, 30), '2500.00', '2200.00'),
      }),
    ])
    .returning({ id: t.exams.id });
  if (sinodals[1]) await db.insert(t.exam_extra_sinodals).values({ exam_id: made[2].id, user_id: sinodals[1].id });

  await db.insert(t.events).values([
    {
      name: 'SEMINARIO DE ARBITRAJE',
      date: addDays(today, 10),
      parent_event_id: season.id,
      venue_id: venue('CHALCO'),
      begins_at: '10:00',
      ends_at: '15:00',
      is_seminar: true,
      general_points: 15,
      ...payments(addDays(today, 10), '600.00', '500.00'),
    },
    {
      name: 'COPA MDK ORIENTE',
      date: addDays(today, -30),
      end_date: addDays(today, -29),
      parent_event_id: regional.id,
      venue_id: venue('NEZAHUALCÓYOTL'),
      is_local: true,
      local_first_points: 30,
      local_second_points: 20,
      local_third_points: 10,
      local_participated_points: 5,
      ...payments(addDays(today, -30), '450.00', '400.00'),
    },
    {
      name: 'OPEN INTERNACIONAL DE PUEBLA',
      date: addDays(today, -20),
      parent_event_id: regional.id,
      venue_id: venue('PUEBLA'),
      is_local: false,
      ...payments(addDays(today, -20), '900.00', '800.00'),
    },
  ]);
}
