import {
  addDays,
  ageInYears,
  attendedTournament,
  bestTournamentResult,
  COMPETITIONS,
  ROLES,
  type TournamentResults,
  tournamentPointLines,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { cronogramTournament, regenerate } from '../../modules/tournaments/index.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows } from '../sql.ts';
import { bodyFor } from './demo-bodies.ts';
import { drawDemoBrackets, playDemoBrackets } from './demo-brackets.ts';
import { configValues, curriculumEventOf, pointRows } from './demo-events.ts';

// The network's tournaments (issue 12 demo; issue 24): the age groups and poomses every tournament uses, the next
// tournament a few weeks ahead (4 areas with their responsibles, categories for children, juniors and adults in combat
// and forms, 300 prospects weighed in, its brackets drawn and nothing decided yet) and the one held some weeks ago,
// played out on its day: every bracket decided, the medals handed out, the places passed to its prospects' results.

type Degree = { id: number; order: number; name: string };
type Person = { id: number; doyang_id: number; sex: number | null; birth_date: string };

const AGE_GROUPS = [
  { name: 'INFANTIL', min: 5, max: 11 },
  { name: 'JUVENIL', min: 12, max: 17 },
  { name: 'ADULTOS', min: 18, max: 99 },
];

/** Combat weight classes per age group (kg, above the first up to the second). */
const WEIGHTS: Record<string, [number | null, number | null][]> = {
  INFANTIL: [
    [null, 30],
    [30, 40],
    [40, null],
  ],
  JUVENIL: [
    [null, 50],
    [50, 60],
    [60, null],
  ],
  ADULTOS: [
    [null, 68],
    [68, 80],
    [80, null],
  ],
};

const weightName = ([min, max]: [number | null, number | null]) =>
  min === null ? `-${max} KG` : max === null ? `+${min} KG` : `${min} A ${max} KG`;

/** The season a day falls in, as a tournament is named after it (by month: spring from March, summer from June…). */
function seasonOf(day: string): string {
  const month = Number(day.slice(5, 7));
  if (month >= 3 && month <= 5) return 'PRIMAVERA';
  if (month >= 6 && month <= 8) return 'VERANO';
  if (month >= 9 && month <= 11) return 'OTOÑO';
  return 'INVIERNO';
}

/** Their weigh-in on a tournament's day: the body of their age then (demo-bodies.ts). */
const weighIns = (tournamentId: number, people: Person[], day: string, recordedBy: number | null) =>
  people.map((p) => ({
    tournament_id: tournamentId,
    user_id: p.id,
    ...bodyFor(ageInYears(p.birth_date, day) ?? 18, p.sex, p.id),
    recorded_by: recordedBy,
  }));

export async function seedTournaments(db: Db, today: string): Promise<void> {
  const groups = await db
    .insert(t.tournament_age_groups)
    .values(AGE_GROUPS.map((g) => ({ name: g.name })))
    .returning({ id: t.tournament_age_groups.id, name: t.tournament_age_groups.name });
  const groupId = (name: string) => groups.find((g) => g.name === name)?.id as number;
  const degrees = await rows<Degree>(db, sql`select id, "order", name from degrees order by "order"`);
  const byOrder = (order: number) => degrees.find((d) => d.order === order) ?? degrees[degrees.length - 1];
  await seedPoomses(db, groupId, byOrder);

  const parent = (await rows<{ id: number }>(db, sql`select id from parent_events order by id desc limit 1`))[0]?.id ?? null;
  // The cup at the first venue, the tournament held at the second (the Nezahualcóyotl gym).
  const [venue, otherVenue] = (await rows<{ id: number }>(db, sql`select id from venues order by id limit 2`)).map((v) => v.id);
  const prices = (date: string) => ({
    price: '650.00',
    early_payment_amount: '550.00',
    price_amount_two_modalities: '900.00',
    early_payment_amount_two_modalities: '800.00',
    early_payment_student_due_date: addDays(date, -14),
    early_payment_professor_due_date: addDays(date, -12),
    payment_student_due_date: addDays(date, -5),
    payment_professor_due_date: addDays(date, -3),
  });
  const next = addDays(today, 24);
  const past = addDays(today, -45);
  // Inserted first, the cup keeps the lowest id and the first brackets: the tournament tests and journeys reach first.
  const [upcoming, held] = await db
    .insert(t.tournaments)
    .values([
      {
        name: `COPA MDK ${next.slice(0, 4)}`,
        date: next,
        begins_at: '09:00',
        ends_at: '18:00',
        parent_event_id: parent,
        venue_id: venue ?? null,
        has_combat: true,
        has_forms: true,
        // Drawn yesterday: its brackets are there to look at and to decide on the day.
        graph_creation_date: addDays(today, -1),
        optional_discount_percentage: '10.00',
        local_first_points: 30,
        local_second_points: 20,
        local_third_points: 10,
        local_participated_points: 5,
        ...prices(next),
      },
      {
        name: `TORNEO DE ${seasonOf(past)} ${past.slice(0, 4)}`,
        date: past,
        begins_at: '09:00',
        ends_at: '16:00',
        parent_event_id: parent,
        venue_id: otherVenue ?? venue ?? null,
        has_combat: true,
        has_forms: true,
        graph_creation_date: addDays(past, -3),
        local_first_points: 25,
        local_second_points: 15,
        local_third_points: 8,
        local_participated_points: 4,
        ...prices(past),
      },
    ])
    .returning();

  const responsibles = await rows<{ id: number }>(
    db,
    sql`select id from users where active and role_id in (${ROLES.PROFESOR}, ${ROLES.PROFESOR_CERTIFICADO}, ${ROLES.DIRECTOR_TECNICO})
      order by id limit 4`,
  );
  for (const tournament of [upcoming, held]) {
    await db.insert(t.tournament_areas).values(
      [1, 2, 3, 4].map((n) => ({
        tournament_id: tournament.id,
        area_number: n,
        area_responsible_id: responsibles[n - 1]?.id ?? null,
      })),
    );
    await seedCategories(db, tournament.id, groupId, byOrder);
  }

  // Students by doyang in turn (the first of each, then the second…), so the prospects come from several doyangs;
  // one in four stays a candidate, so every doyang's staff have someone left to weigh in and add.
  const people = await rows<Person>(
    db,
    sql`select id, doyang_id, sex, birth_date from (
      select u.id, u.doyang_id, u.sex, u.birth_date::text as birth_date,
        row_number() over (partition by u.doyang_id order by u.id) as n
      from users u
      where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null
        and u.birth_date is not null) x
    where n % 4 <> 0
    order by n, doyang_id limit 300`,
  );
  if (!people.length) return;
  const director = (await rows<{ id: number }>(db, sql`select id from users where email = 'director@demo.mx'`))[0]?.id ?? null;
  await db.insert(t.tournament_somatometries).values(weighIns(upcoming.id, people, next, director));
  await db.insert(t.tournament_prospects).values(
    people.map((p, i) => ({
      tournament_id: upcoming.id,
      user_id: p.id,
      doyang_id: p.doyang_id,
      added_by: director,
      pay_combat: i % 5 !== 4,
      pay_forms: i % 5 === 4 || i % 3 === 0,
      takes_bus: p.id % 4 === 1,
      takes_hotel: p.id % 8 === 1,
      is_prospect_approved: p.id % 6 === 0 ? true : null,
    })),
  );

  await db.insert(t.tournament_groups).values([
    { tournament_id: upcoming.id, name: 'PESAJE Y ACREDITACIÓN', begins_at: '07:30', ends_at: '08:45' },
    { tournament_id: upcoming.id, name: 'COMPETENCIA', begins_at: '09:00', ends_at: '18:00' },
  ]);
  // The cup's schedule as 'Autogenerar' makes it, with a recess on each area after its second block.
  const tournament = await cronogramTournament(db, upcoming.id);
  if (tournament) await regenerate(db, tournament);
  await db.execute(sql`update tournament_cronograms set "order" = "order" + 1
    where tournament_id = ${upcoming.id} and "order" > 2`);
  await db.execute(sql`insert into tournament_cronograms (tournament_id, area_number, name, "order", duration_min, is_recess)
    select ${upcoming.id}, area_number, 'RECESO', 3, 30, true from tournament_cronograms
    where tournament_id = ${upcoming.id} group by area_number having count(*) > 2`);
  await drawDemoBrackets(db, upcoming.id, { isolate: false });

  await seedHeldTournament(db, held, people, director);
}

/**
 * The tournament held: two in three of the cup's people went (combat, and forms for some), weighed in that morning,
 * drawn and played out; who fit no category did not compete and is not on its lists. The places are passed to the
 * prospects' results in the evening, with the curriculum points they earn, as 'Resultados de gráficas' does.
 */
async function seedHeldTournament(
  db: Db,
  held: typeof t.tournaments.$inferSelect,
  people: Person[],
  director: number | null,
): Promise<void> {
  const went = people.filter((_, i) => i % 3 !== 2);
  if (!went.length) return;
  await db.insert(t.tournament_somatometries).values(weighIns(held.id, went, held.date, director));
  await db.insert(t.tournament_prospects).values(
    went.map((p, i) => ({
      tournament_id: held.id,
      user_id: p.id,
      doyang_id: p.doyang_id,
      added_by: director,
      is_prospect_approved: true,
      pay_combat: true,
      pay_forms: i % 4 === 0,
    })),
  );
  await drawDemoBrackets(db, held.id, { isolate: true });
  const results = await playDemoBrackets(db, held.id, held.date);
  // Paid what they competed in; whoever no bracket took was not there.
  await db.execute(sql`update tournament_prospects p set
      pay_combat = exists (select 1 from tournament_graph_users s where s.tournament_id = p.tournament_id
        and s.user_id = p.user_id and s.competition_type_id = 1),
      pay_forms = exists (select 1 from tournament_graph_users s where s.tournament_id = p.tournament_id
        and s.user_id = p.user_id and s.competition_type_id = 2)
    where p.tournament_id = ${held.id}`);
  await db.execute(
    sql`delete from tournament_prospects p where p.tournament_id = ${held.id} and not p.pay_combat and not p.pay_forms`,
  );
  await db.execute(sql`delete from tournament_somatometries s where s.tournament_id = ${held.id}
    and not exists (select 1 from tournament_prospects p where p.tournament_id = s.tournament_id and p.user_id = s.user_id)`);

  const links = await rows<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from tournament_prospects where tournament_id = ${held.id} order by id`,
  );
  const config = await configValues(db);
  const event = curriculumEventOf(held, true);
  const together = { colaborated: false, colaborated_mother: false, colaborated_father: false };
  const graded = links.map((link) => {
    const got = results.get(link.user_id) ?? {};
    const result = Object.fromEntries(COMPETITIONS.map((c) => [c.result, got[c.result] ?? null])) as TournamentResults;
    return { link, result };
  });
  const evening = new Date(Date.parse(`${held.date}T18:30:00-06:00`));
  await db.execute(sql`update tournament_prospects p set result_combat = r.result_combat, result_forms = r.result_forms,
      tournament_result_id = r.best, participated = r.participated, already_promoted = true, graded_by = ${director},
      updated_at = ${evening}
    from jsonb_to_recordset(${JSON.stringify(
      graded.map(({ link, result }) => ({
        id: link.id,
        result_combat: result.result_combat,
        result_forms: result.result_forms,
        best: bestTournamentResult(result),
        participated: attendedTournament(result),
      })),
    )}::jsonb) as r(id int, result_combat int, result_forms int, best int, participated boolean)
    where p.id = r.id`);
  await db.execute(sql`update tournaments set results_from_graphs_at = ${evening} where id = ${held.id}`);
  const points = graded.flatMap(({ link, result }) =>
    pointRows(held, link.user_id, tournamentPointLines(event, result, together, config), { tournament_prospect_id: link.id }),
  );
  if (points.length) await db.insert(t.curriculum_points).values(points);
}

/**
 * Children, juniors and adults: combat by sex (children mixed, configuration 34) and weight class, forms by sex and
 * degree range; the tournament's age and degree categories the schedule goes by. Four areas share them.
 */
async function seedCategories(db: Db, tournamentId: number, groupId: (name: string) => number, byOrder: (o: number) => Degree) {
  const ranges = [
    { name: 'PRINCIPIANTES', min: 1, max: 4 },
    { name: 'INTERMEDIOS', min: 5, max: 8 },
    { name: 'AVANZADOS', min: 9, max: 30 },
  ];
  await db.insert(t.tournament_age_categories).values(
    AGE_GROUPS.map((g) => ({
      tournament_id: tournamentId,
      tournament_age_group_id: groupId(g.name),
      min_age: g.min,
      max_age: g.max,
    })),
  );
  await db
    .insert(t.tournament_degree_categories)
    .values(
      ranges.map((r) => ({ tournament_id: tournamentId, min_degree_id: byOrder(r.min).id, max_degree_id: byOrder(r.max).id })),
    );
  await db.insert(t.tournament_weight_categories).values(
    Object.entries(WEIGHTS).flatMap(([group, classes]) =>
      (group === 'INFANTIL' ? (['B'] as const) : (['M', 'F'] as const)).flatMap((sex) =>
        classes.map((w) => ({
          tournament_id: tournamentId,
          name: `${group} ${sex === 'F' ? 'FEMENIL ' : sex === 'M' ? 'VARONIL ' : ''}${weightName(w)}`,
          min_weight: w[0]?.toFixed(2) ?? null,
          max_weight: w[1]?.toFixed(2) ?? null,
          sex,
        })),
      ),
    ),
  );
  const categories: (typeof t.tournament_categories.$inferInsert)[] = [];
  AGE_GROUPS.forEach((g, gi) => {
    const sexes = g.name === 'INFANTIL' ? [null] : [true, false];
    for (const male of sexes)
      for (const r of ranges)
        for (const w of WEIGHTS[g.name])
          categories.push({
            tournament_id: tournamentId,
            competition_type_id: 1,
            name: `COMBATE ${g.name} ${male === null ? 'MIXTO' : male ? 'VARONIL' : 'FEMENIL'} ${r.name} ${weightName(w)}`,
            min_age_years: g.min,
            max_age_years: g.max,
            min_degree_id: byOrder(r.min).id,
            max_degree_id: byOrder(r.max).id,
            min_weight_kg: w[0]?.toFixed(2) ?? null,
            max_weight_kg: w[1]?.toFixed(2) ?? null,
            is_male: male,
            table_name: gi + 1,
          });
    for (const male of sexes)
      for (const r of ranges) {
        // Left out on purpose: the categories screen then reports the adult women in forms who fit no category.
        if (g.name === 'ADULTOS' && male === false && r.name === 'AVANZADOS') continue;
        categories.push({
          tournament_id: tournamentId,
          competition_type_id: 2,
          name: `FORMAS ${g.name} ${male === null ? 'MIXTO' : male ? 'VARONIL' : 'FEMENIL'} ${r.name}`,
          min_age_years: g.min,
          max_age_years: g.max,
          min_degree_id: byOrder(r.min).id,
          max_degree_id: byOrder(r.max).id,
          is_male: male,
          table_name: 4,
        });
      }
  });
  await db.insert(t.tournament_categories).values(categories);
}

/** The taeguk forms and the first dan forms, each presented by an age group and degree. */
async function seedPoomses(db: Db, groupId: (name: string) => number, byOrder: (o: number) => Degree) {
  const names = ['TAEGUK IL JANG', 'TAEGUK I JANG', 'TAEGUK SAM JANG', 'TAEGUK SA JANG', 'KORYO', 'KUMGANG'];
  const made = await db
    .insert(t.poomses)
    .values(names.map((name) => ({ name })))
    .returning({ id: t.poomses.id });
  const links = made.flatMap((p, i) =>
    AGE_GROUPS.filter((_, gi) => i < 4 || gi > 0).map((g) => ({
      poomse_id: p.id,
      tournament_age_group_id: groupId(g.name),
      degree_id: byOrder(Math.min(2 + i * 2, 12)).id,
    })),
  );
  await db.insert(t.tournament_poomse_categories).values(links);
}
