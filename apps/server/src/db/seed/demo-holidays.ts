import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The n-th monday of a month (Mexican holidays move to mondays). */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((8 - first) % 7) + (n - 1) * 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function yearHolidays(y: number) {
  return [
    { name: 'AÑO NUEVO', start_date: `${y}-01-01` },
    { name: 'DÍA DE LA CONSTITUCIÓN', start_date: nthMonday(y, 2, 1) },
    { name: 'NATALICIO DE BENITO JUÁREZ', start_date: nthMonday(y, 3, 3) },
    { name: 'DÍA DEL TRABAJO', start_date: `${y}-05-01` },
    { name: 'DÍA DE LA INDEPENDENCIA', start_date: `${y}-09-16` },
    { name: 'DÍA DE MUERTOS', start_date: `${y}-11-02` },
    { name: 'DÍA DE LA REVOLUCIÓN', start_date: nthMonday(y, 11, 3) },
    { name: 'VACACIONES DE INVIERNO', start_date: `${y}-12-21`, end_date: `${y + 1}-01-06` },
  ].map((h) => ({ end_date: h.start_date, ...h }));
}

/** The holidays of last year and this one, and a no-class day in every seventh group this bimester. */
export async function seedHolidays(db: Db, year: number, bimesterStart: string, yesterday: string): Promise<void> {
  await db.insert(t.holidays).values([...yearHolidays(year - 1), ...yearHolidays(year)]);
  await db.execute(sql`
    insert into holidays (name, start_date, end_date, doyang_group_id)
    select 'DÍA SIN CLASE', d, d, g.id from doyang_groups g
    cross join lateral (
      select s::date as d from generate_series(${bimesterStart}::date, ${yesterday}::date, interval '1 day') s
      where coalesce((g.json_week->>(extract(isodow from s)::int - 1))::boolean, false)
      order by s desc offset 1 limit 1
    ) x
    where g.id % 7 = 3`);
}
