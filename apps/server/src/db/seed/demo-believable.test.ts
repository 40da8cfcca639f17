import { ageInYears, type BracketAnswer, type DoyangStandingAnswer, type LiveBoard } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { rows } from '../sql.ts';

// The demo network a school would believe (issue 24): the tournament to come is drawn and undecided, the one held is
// played out with its results; bodies fit ages, degrees fit ages, training and the exams people sit; a venue's city is
// a city. Read on a demo of 300 students (the journeys' size: enough IEBY and black belts for the black-belt exam), seeded for TODAY.

let t: TestApp;
let director: string;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({}, 300);
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

type Tournament = { id: number; name: string; date: string };
const bracketsOf = async (id: number) =>
  (await t.call('GET', `/api/tournaments/${id}?append=graphs`, director)).json().graphs as BracketAnswer[];

describe('tournaments', () => {
  it('the one to come is drawn and nothing of it is decided: no winner, no prize, no result, nothing fought on its live view', async () => {
    const coming = await q<Tournament>(sql`select id, name, date::text as date from tournaments where date > ${TODAY}`);
    expect(coming.length).toBeGreaterThan(0);
    for (const tournament of coming) {
      const brackets = await bracketsOf(tournament.id);
      expect(brackets.length, tournament.name).toBeGreaterThan(0);
      expect(brackets.flatMap((g) => g.decisions)).toEqual([]);
      expect(brackets.flatMap((g) => g.competitors).filter((c) => c.prized)).toEqual([]);
      const [graded] = await q<{ n: number }>(sql`select count(*)::int as n from tournament_prospects
        where tournament_id = ${tournament.id} and (tournament_result_id is not null or participated)`);
      expect(graded.n).toBe(0);

      const made = await t.call('PUT', `/api/tournaments/${tournament.id}`, director, { is_live_public: true });
      expect(made.statusCode, made.body).toBe(200);
      const board = (await t.call('GET', `/api/live/tournaments/${tournament.id}`)).json() as LiveBoard;
      expect(board).toMatchObject({ begun: false, current: [], recent: [], champions: [] });
      expect(board.next.length).toBeGreaterThan(0);
    }
  });

  it('one held some weeks ago is played out on its day: every bracket decided, its places passed to the results and standings', async () => {
    const [held] = await q<Tournament & { results_from_graphs_at: string | null }>(sql`select t.id, t.name, t.date::text as date,
        t.results_from_graphs_at::text as results_from_graphs_at from tournaments t
      where t.date < ${TODAY} and exists (select 1 from tournament_graphs g where g.tournament_id = t.id)
      order by t.date desc limit 1`);
    expect(held, 'a past tournament with brackets').toBeTruthy();
    expect(held.results_from_graphs_at).not.toBeNull();
    const brackets = await bracketsOf(held.id);
    expect(brackets.filter((g) => g.pending.length)).toEqual([]);
    const fought = brackets.filter((g) => g.competitors.length > 1 && !g.is_exhibition);
    expect(fought.length).toBeGreaterThan(0);
    for (const g of fought) expect(g.competitors.filter((c) => c.placement === 1 && c.prized)).toHaveLength(1);
    // Decided on its day, Mexico City's clock.
    const days = await q<{ day: string }>(sql`select distinct (d.created_at at time zone 'America/Mexico_City')::date::text as day
      from tournament_graph_decisions d join tournament_graphs g on g.id = d.graph_id where g.tournament_id = ${held.id}`);
    expect(days).toEqual([{ day: held.date }]);

    const [prospects] = await q<{ n: number; graded: number; points: number }>(sql`select count(*)::int as n,
        count(*) filter (where p.tournament_result_id is not null and p.participated)::int as graded,
        (select count(*) from curriculum_points c join tournament_prospects x on x.id = c.tournament_prospect_id
          where x.tournament_id = ${held.id})::int as points
      from tournament_prospects p where p.tournament_id = ${held.id}`);
    expect(prospects.n).toBeGreaterThan(0);
    expect(prospects.graded).toBe(prospects.n);
    expect(prospects.points).toBeGreaterThanOrEqual(prospects.n);

    const standings = (await t.call('GET', `/api/tournaments/${held.id}?append=graph_standings`, director)).json()
      .graph_standings as DoyangStandingAnswer[];
    expect(standings.length).toBeGreaterThan(1);
    const results = (await t.call('GET', `/api/tournaments/${held.id}/doyang_results`, director)).json();
    expect(results.length).toBeGreaterThan(1);
  });
});

/** What a person of that age measures, loosely (kg, m): a 9-year-old of 47 kg and 1.55 m is no demo. */
function plausibleBody(age: number): { kg: [number, number]; m: [number, number] } {
  if (age <= 6) return { kg: [12, 27], m: [0.95, 1.25] };
  if (age <= 9) return { kg: [17, 40], m: [1.12, 1.45] };
  if (age <= 12) return { kg: [24, 55], m: [1.28, 1.63] };
  if (age <= 15) return { kg: [34, 75], m: [1.45, 1.8] };
  if (age <= 17) return { kg: [40, 85], m: [1.52, 1.88] };
  return { kg: [45, 100], m: [1.48, 1.95] };
}

type Measured = { id: number; birth_date: string; weight_kg: string | null; height_m: string | null; on: string };

const unbelievable = (people: Measured[]) =>
  people.filter((p) => {
    const age = ageInYears(p.birth_date, p.on) as number;
    const { kg, m } = plausibleBody(age);
    const [weight, height] = [Number(p.weight_kg), Number(p.height_m)];
    return p.weight_kg === null || p.height_m === null || weight < kg[0] || weight > kg[1] || height < m[0] || height > m[1];
  });

describe('people', () => {
  it('every student’s weight and height fit their age, today and at every weigh-in', async () => {
    const students = await q<Measured>(sql`select id, birth_date::text as birth_date, weight_kg::text as weight_kg,
        height_m::text as height_m, ${TODAY}::text as on from users where role_id = 10 and birth_date is not null`);
    expect(students.length).toBeGreaterThan(0);
    expect(unbelievable(students)).toEqual([]);
    const weighIns = await q<Measured>(sql`select u.id, u.birth_date::text as birth_date, s.weight_kg::text as weight_kg,
        s.height_m::text as height_m, t.date::text as on
      from tournament_somatometries s join users u on u.id = s.user_id join tournaments t on t.id = s.tournament_id`);
    expect(weighIns.length).toBeGreaterThan(0);
    expect(unbelievable(weighIns)).toEqual([]);
  });

  it('degrees fit age and training: no black belt before 15, nothing past brown before 10, a kup every three months at most', async () => {
    const students = await q<{ id: number; birth_date: string; started: string; order: number }>(sql`select u.id,
        u.birth_date::text as birth_date, coalesce(u.start_tkd_date, u.enrollment_date)::text as started, d."order"
      from users u join degrees d on d.id = u.degree_id where u.role_id = 10 and u.birth_date is not null`);
    const months = (from: string) => (Date.parse(TODAY) - Date.parse(from)) / (30.44 * 864e5);
    const odd = students.filter((s) => {
      const age = ageInYears(s.birth_date, TODAY) as number;
      return (age < 15 && s.order > 12) || (age < 10 && s.order > 9) || s.order > 2 + months(s.started) / 3;
    });
    expect(odd).toEqual([]);
  });

  it('an exam’s prospects hold the degree it promotes from: a black-belt exam IEBY and the dans, a grade exam the kups', async () => {
    const prospects = await q<{
      exam: string;
      is_black_belt: boolean;
      order: number;
      allowed: boolean;
    }>(sql`select e.name as exam,
        e.is_black_belt, d."order",
        not exists (select 1 from exam_degrees_allowed a where a.exam_id = e.id)
          or d.id in (select a.degree_id from exam_degrees_allowed a where a.exam_id = e.id) as allowed
      from exam_prospects p join exams e on e.id = p.exam_id join users u on u.id = p.user_id
        join degrees d on d.id = coalesce(p.previous_degree, u.degree_id)`);
    expect(prospects.some((p) => p.is_black_belt)).toBe(true);
    const misplaced = prospects.filter((p) => !p.allowed || (p.is_black_belt ? p.order < 12 : p.order > 11));
    expect(misplaced).toEqual([]);
  });
});

describe('places', () => {
  it('a venue’s city is a city, not a state (Ciudad de México and Puebla are both)', async () => {
    const venues = await q<{ name: string; city: string }>(sql`select v.name, c.name as city
      from venues v join cities c on c.id = v.city_id
      where c.name in (select name from states) and c.name <> 'CIUDAD DE MÉXICO'
        and not exists (select 1 from municipalities m join states s on s.id = m.state_id where s.name = c.name and m.name = c.name)`);
    expect(venues).toEqual([]);
  });
});
