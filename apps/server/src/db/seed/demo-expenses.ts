import { APP_TIME_ZONE, GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

// The demo's GASTOS (issue 26): a year of what each active school spent, beside the year of sales (demo-sales.ts).
// Every month the fixed ones — rent, salaries, electricity, internet — on their day, the larger schools paying more;
// and some variable ones (cleaning, stationery, repairs, training gear) in some months. One set-based statement,
// whatever the size of the network; amounts are whole tens of pesos, the same for the same school and month.

type Template = { name: string; fixed: boolean; base: number; spread: number; day: number; oneIn: number };

const TEMPLATES: Template[] = [
  { name: 'RENTA DEL LOCAL', fixed: true, base: 8000, spread: 7000, day: 1, oneIn: 1 },
  { name: 'NÓMINA DE PROFESORES', fixed: true, base: 9000, spread: 9000, day: 15, oneIn: 1 },
  { name: 'LUZ', fixed: true, base: 600, spread: 900, day: 10, oneIn: 1 },
  { name: 'INTERNET Y TELÉFONO', fixed: true, base: 599, spread: 1, day: 5, oneIn: 1 },
  { name: 'LIMPIEZA Y SANITIZACIÓN', fixed: false, base: 300, spread: 500, day: 8, oneIn: 2 },
  { name: 'PAPELERÍA', fixed: false, base: 150, spread: 450, day: 20, oneIn: 3 },
  { name: 'MANTENIMIENTO DEL TATAMI', fixed: false, base: 800, spread: 2200, day: 24, oneIn: 5 },
  { name: 'EQUIPO DE ENTRENAMIENTO (PAOS Y COSTALES)', fixed: false, base: 1200, spread: 2800, day: 12, oneIn: 6 },
];

const templates = sql.join(
  TEMPLATES.map(
    (x) => sql`(${x.name}::text, ${x.fixed}::boolean, ${x.base}::int, ${x.spread}::int, ${x.day}::int, ${x.oneIn}::int)`,
  ),
  sql`, `,
);

export async function seedExpenses(db: Db, today: string): Promise<void> {
  // The fixed ones scale with the school: a quarter more for every hundred active students.
  await db.execute(sql`insert into expenses (doyang_id, name, amount, date, is_fixed_expense, created_by, created_at, updated_at)
    select d.id, x.name,
      (round((x.base + abs(hashtext(d.id || x.name || m::text)) % x.spread) * (1 + 0.25 * s.students / 100.0) / 10) * 10)::numeric(12, 2),
      day, x.fixed, coalesce(d.user_responsible_id, 1),
      (day + time '11:00') at time zone ${APP_TIME_ZONE}, (day + time '11:00') at time zone ${APP_TIME_ZONE}
    from doyangs d
      cross join lateral (select count(*)::int as students from users u where u.doyang_id = d.id and u.role_id = 10 and u.active) s
      cross join generate_series(date_trunc('month', ${today}::date - interval '11 months'), date_trunc('month', ${today}::date),
        interval '1 month') m
      cross join (values ${templates}) x(name, fixed, base, spread, day_of_month, one_in)
      cross join lateral (select (m::date + x.day_of_month - 1) as day) t
    where d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID} and day <= ${today}::date
      and (x.fixed or abs(hashtext(x.name || d.id || '-' || m::text)) % x.one_in = 0)`);
}
