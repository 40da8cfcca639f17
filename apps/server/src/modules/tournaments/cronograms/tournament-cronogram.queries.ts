// The schedule's reads and its regeneration, shared by the cronogram routes and the demo seed (through the module's
// index.ts).
import {
  ageInYears,
  autogenerateCronogram,
  type CronogramEntry,
  type CronogramInput,
  cronogramSchedule,
  degreeRangeName,
  type GeneratedCronogram,
  type TournamentFlags,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fullName } from '../../../db/relations.ts';
import { one, rows } from '../../../db/sql.ts';
import { configurationValues } from '../../../shared/configuration-values.ts';

// What the schedule reads and writes (spec 03 §7): one statement per table, never one per entry or per prospect.

export type CronogramTournament = TournamentFlags & {
  id: number;
  name: string;
  date: string;
  begins_at: string | null;
  venue_name: string | null;
};

export function cronogramTournament(db: Db, id: number): Promise<CronogramTournament | undefined> {
  return one<CronogramTournament>(
    db,
    sql`select t.id, t.name, t.date::text as date, t.begins_at::text as begins_at, v.name as venue_name,
      t.has_combat, t.has_forms, t.has_techniques, t.has_jumping_kicks, t.has_boards, t.has_kicking_speed
    from tournaments t left join venues v on v.id = t.venue_id where t.id = ${id}`,
  );
}

/** The tournament's entries (one area's with `area`) with their start and end, by area then order. */
export async function cronogramEntries(db: Db, tournament: CronogramTournament, area?: number): Promise<CronogramEntry[]> {
  const list = await rows<Omit<CronogramEntry, 'start_time' | 'end_time'>>(
    db,
    sql`select id, tournament_id, area_number, name, "order", duration_min, is_recess, competition_type_id,
      tournament_degree_category_id, tournament_age_group_id
    from tournament_cronograms
    where tournament_id = ${tournament.id} ${area === undefined ? sql`` : sql`and area_number = ${area}`}`,
  );
  return cronogramSchedule(tournament.begins_at, list);
}

/** An area's entry ids in their order. */
export async function areaIds(db: Db, tournamentId: number, area: number): Promise<number[]> {
  const list = await rows<{ id: number }>(
    db,
    sql`select id from tournament_cronograms where tournament_id = ${tournamentId} and area_number = ${area}
      order by "order", id`,
  );
  return list.map((r) => r.id);
}

/** Numbers the entries 1, 2, 3… in the order of `ids`, in one statement. */
export async function saveOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`update tournament_cronograms c set "order" = o.position, updated_at = now()
    from (values ${sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    )}) as o(id, position)
    where c.id = o.id and c."order" is distinct from o.position`);
}

/** The tournament's area numbers, with the responsible of each (the printed schedule names them). */
export function tournamentAreas(db: Db, tournamentId: number): Promise<{ area_number: number; responsible: string | null }[]> {
  return rows(
    db,
    sql`select a.area_number, nullif(${fullName('u')}, '') as responsible
    from tournament_areas a left join users u on u.id = a.area_responsible_id
    where a.tournament_id = ${tournamentId} order by a.area_number`,
  );
}

type Num = number | null;

/** Everything autogenerate needs, read in one statement per table; the configuration in one more. */
async function cronogramInput(db: Db, tournament: CronogramTournament): Promise<CronogramInput> {
  const id = tournament.id;
  const config = await configurationValues(db, ['combatMinutes', 'formsMinutes', 'mixingMaxAge']);
  const areas = await tournamentAreas(db, id);
  const categories = await rows<CronogramInput['categories'][number]>(
    db,
    sql`select k.id, k.name, k.competition_type_id, k.table_name as area_number, k.is_male, k.is_exhibition,
      dmin."order" as min_degree_order, dmax."order" as max_degree_order, k.min_age_years, k.max_age_years,
      k.min_weight_kg::float8 as min_weight_kg, k.max_weight_kg::float8 as max_weight_kg
    from tournament_categories k
    left join degrees dmin on dmin.id = k.min_degree_id left join degrees dmax on dmax.id = k.max_degree_id
    where k.tournament_id = ${id} order by k.id`,
  );
  // Rejected prospects do not compete; pending and approved ones do (decisions.md). The weigh-in is looked up by its
  // unique key per prospect: a join left to stale statistics (PGlite has no autovacuum) became a 2,000 × 1,000 loop.
  const people = await rows<{ birth_date: string | null; degree_order: Num; weight_kg: Num; sex: Num } & Record<string, unknown>>(
    db,
    sql`select u.birth_date::text as birth_date, d."order" as degree_order, u.sex,
      coalesce((select s.weight_kg from tournament_somatometries s where s.tournament_id = p.tournament_id
        and s.user_id = p.user_id), u.weight_kg)::float8 as weight_kg,
      p.pay_combat, p.pay_forms, p.pay_boards, p.pay_kicking_speed, p.pay_techniques, p.pay_jumping_kicks
    from tournament_prospects p join users u on u.id = p.user_id
    left join degrees d on d.id = u.degree_id
    where p.tournament_id = ${id} and p.is_prospect_approved is distinct from false`,
  );
  const ageCategories = await rows<CronogramInput['ageCategories'][number]>(
    db,
    sql`select a.tournament_age_group_id, g.name as group_name, a.min_age, a.max_age
    from tournament_age_categories a join tournament_age_groups g on g.id = a.tournament_age_group_id
    where a.tournament_id = ${id} order by a.min_age nulls first, a.id`,
  );
  const degreeCategories = await rows<{ id: number; min_name: string; max_name: string; min_order: number; max_order: number }>(
    db,
    sql`select c.id, dmin.name as min_name, dmax.name as max_name, dmin."order" as min_order, dmax."order" as max_order
    from tournament_degree_categories c
    join degrees dmin on dmin.id = c.min_degree_id join degrees dmax on dmax.id = c.max_degree_id
    where c.tournament_id = ${id} order by c.id`,
  );
  const number = (value: string | null) => (value === null || value === '' ? null : Number(value));
  return {
    tournament,
    areas: areas.map((a) => a.area_number),
    categories,
    prospects: people.map((p) => ({
      ...p,
      age: ageInYears(p.birth_date, tournament.date),
      sex: p.sex === 1 ? 'M' : p.sex === 2 ? 'F' : null,
    })),
    ageCategories,
    degreeCategories: degreeCategories.map((c) => ({
      id: c.id,
      name: degreeRangeName(c.min_name, c.max_name),
      min_degree_order: Math.min(c.min_order, c.max_order),
      max_degree_order: Math.max(c.min_order, c.max_order),
    })),
    combatMinutes: number(config.combatMinutes) ?? 0,
    formsMinutes: number(config.formsMinutes) ?? 0,
    mixingMaxAge: number(config.mixingMaxAge),
  };
}

/** Replaces every entry of the tournament, recesses included, with the generated ones (one delete, one insert). */
export async function regenerate(db: Db, tournament: CronogramTournament): Promise<GeneratedCronogram> {
  const generated = autogenerateCronogram(await cronogramInput(db, tournament));
  await db.execute(sql`delete from tournament_cronograms where tournament_id = ${tournament.id}`);
  if (generated.entries.length)
    await db.execute(sql`insert into tournament_cronograms (tournament_id, area_number, name, "order", duration_min,
      is_recess, competition_type_id, tournament_age_group_id, tournament_degree_category_id)
    values ${sql.join(
      generated.entries.map(
        (e) =>
          sql`(${tournament.id}, ${e.area_number}, ${e.name}, ${e.order}, ${e.duration_min}, false, ${e.competition_type_id},
            ${e.tournament_age_group_id}, ${e.tournament_degree_category_id})`,
      ),
      sql`, `,
    )}`);
  return generated;
}
