import { ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TODAY } from '../../../test/test-databases.ts';
import { tournamentBody } from '../../../test/tournament-body.ts';

// Issue 12's bench: autogenerating the schedule of a 2,000-prospect tournament takes under 1 s. The rows are made with
// bulk statements (generate_series); the median of five runs through the real route is what counts.

const PROSPECTS = 2000;
const RUNS = 5;
let t: TestApp;
let director: string;
let tournamentId: number;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  const db = t.app.db;
  const venue = (await t.call('POST', '/api/venues', director, { name: 'sede medición' })).json().id;
  const parent = (await t.call('POST', '/api/parent-events', director, { name: 'temporada medición' })).json().id;
  const made = await t.call(
    'POST',
    '/api/tournaments',
    director,
    tournamentBody({ parent, venue }, 'torneo de 2000', { begins_at: '08:30' }),
  );
  tournamentId = made.json().id;
  const id = tournamentId;
  await db.execute(sql`insert into tournament_areas (tournament_id, area_number) select ${id}, n from generate_series(1, 4) n`);
  await db.execute(sql`insert into tournament_age_groups (name) values ('INFANTIL A'), ('INFANTIL B'), ('JUVENIL'), ('ADULTOS')`);
  await db.execute(sql`insert into tournament_age_categories (tournament_id, tournament_age_group_id, min_age, max_age)
    select ${id}, g.id, r.lo, r.hi from tournament_age_groups g
    join (values ('INFANTIL A', 5, 8), ('INFANTIL B', 9, 11), ('JUVENIL', 12, 17), ('ADULTOS', 18, 60)) r(name, lo, hi) on r.name = g.name`);
  await db.execute(sql`insert into tournament_degree_categories (tournament_id, min_degree_id, max_degree_id)
    values (${id}, 1, 4), (${id}, 5, 8), (${id}, 9, 12), (${id}, 13, 21)`);
  // Two-year age bands × degree ranges × sex × weight classes of 8 kg: 1,920 categories, in combat and in forms.
  await db.execute(sql`insert into tournament_categories (tournament_id, competition_type_id, name, min_age_years, max_age_years,
      min_degree_id, max_degree_id, min_weight_kg, max_weight_kg, is_male, table_name)
    select ${id}, c, concat_ws(' ', 'CATEGORÍA', a, dr.lo, w, s, c), a, a + 1, dr.lo, dr.hi, w, w + 8, s, 1 + (a / 2) % 4
    from generate_series(5, 43, 2) a, (values (1, 4), (5, 8), (9, 12), (13, 21)) dr(lo, hi), generate_series(20, 60, 8) w,
      (values (true), (false)) sx(s), generate_series(1, 2) c`);
  await db.execute(sql`insert into users (name, last_name, role_id, doyang_id, sex, birth_date, degree_id, weight_kg)
    select 'MEDICIÓN', concat('P', n), ${ROLES.ALUMNO}, 1, 1 + n % 2, (${TODAY}::date - ((5 + n % 40) * 365 + 40) * interval '1 day')::date,
      1 + n % 21, 20 + (n * 7) % 45
    from generate_series(1, ${PROSPECTS}) n`);
  await db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, pay_combat, pay_forms, is_prospect_approved)
    select ${id}, u.id, 1, true, u.id % 3 = 0, true from users u where u.name = 'MEDICIÓN'`);
  await db.execute(sql`insert into tournament_somatometries (tournament_id, user_id, weight_kg, height_m)
    select ${id}, u.id, u.weight_kg + 0.5, 1.50 from users u where u.name = 'MEDICIÓN' and u.id % 2 = 0`);
});
afterAll(() => t.close());

describe('autogenerate with 2,000 prospects', () => {
  it('takes under 1 s (median of five runs)', async () => {
    const times: number[] = [];
    let entries = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const res = await t.call('POST', `/api/tournament_cronograms/tournament/${tournamentId}/autogenerate`, director);
      times.push(performance.now() - started);
      expect(res.statusCode, res.body).toBe(200);
      entries = res.json().data.length;
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    console.log(
      `autogenerate, ${PROSPECTS} prospects → ${entries} entries: median ${median.toFixed(0)} ms (${times.map((m) => m.toFixed(0)).join(', ')})`,
    );
    expect(entries).toBeGreaterThan(20);
    expect(median).toBeLessThan(1000);
  });
});
