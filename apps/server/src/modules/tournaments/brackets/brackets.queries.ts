import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fullName, hasMany, jsonObject } from '../../../db/relations.ts';
import { one, rows } from '../../../db/sql.ts';

// What the brackets screen, the deciders and the live view read (issue 13): brackets with their category, competitors
// and decisions, in one statement for any number of brackets. Who sits where is rebuilt by bracket-view.ts.

export type StoredCompetitor = {
  id: number;
  user_id: number;
  intra_graph_number: number;
  prized: boolean;
  changed_graph: boolean;
  full_name: string;
  sex: number | null;
  birth_date: string | null;
  weight_kg: number | null;
  height_m: number | null;
  degree_id: number | null;
  degree_name: string | null;
  degree_order: number | null;
  doyang_id: number | null;
  doyang_name: string | null;
  responsible_name: string | null;
  group_professor_name: string | null;
};

export type StoredDecision = {
  encounter: number;
  winner_id: number;
  loser_id: number;
  decided_at: string;
  decided_by_name: string | null;
};

export type StoredBracket = {
  id: number;
  tournament_id: number;
  tournament_date: string;
  tournament_category_id: number;
  competition_type_id: number;
  graph_number: number;
  is_exhibition: boolean;
  table_name: number | null;
  tournament_category_name: string;
  is_male: boolean | null;
  min_degree_id: number | null;
  min_degree_order: number | null;
  min_age_years: number | null;
  min_weight_kg: number | null;
  /** The responsible of the bracket's area (who decides it beside general direction). */
  area_responsible_id: number | null;
  competitors: StoredCompetitor[];
  decisions: StoredDecision[];
};

const COMPETITOR_FROM = sql`tournament_graph_users gu
  join users u on u.id = gu.user_id
  left join tournament_prospects p on p.tournament_id = gu.tournament_id and p.user_id = gu.user_id
  left join tournament_somatometries s on s.tournament_id = gu.tournament_id and s.user_id = gu.user_id
  left join degrees dg on dg.id = u.degree_id
  left join doyangs dy on dy.id = coalesce(p.doyang_id, u.doyang_id)
  left join users r on r.id = dy.user_responsible_id
  left join doyang_groups grp on grp.id = u.doyang_group_id
  left join users gp on gp.id = grp.user_responsible_id`;

const COMPETITOR_FIELDS = [
  'id',
  'user_id',
  'intra_graph_number',
  'prized',
  'changed_graph',
  ['full_name', fullName('u')],
  ['sex', sql`u.sex`],
  ['birth_date', sql`u.birth_date`],
  ['weight_kg', sql`coalesce(s.weight_kg, u.weight_kg)::float8`],
  ['height_m', sql`coalesce(s.height_m, u.height_m)::float8`],
  ['degree_id', sql`u.degree_id`],
  ['degree_name', sql`dg.name`],
  ['degree_order', sql`dg."order"`],
  ['doyang_id', sql`dy.id`],
  ['doyang_name', sql`dy.name`],
  ['responsible_name', sql`case when r.id is null then null else ${fullName('r')} end`],
  ['group_professor_name', sql`case when gp.id is null then null else ${fullName('gp')} end`],
] as const;

const DECISION_FIELDS = [
  'encounter',
  'winner_id',
  'loser_id',
  ['decided_at', sql`d.created_at`],
  ['decided_by_name', sql`(select ${fullName('du')} from users du where du.id = d.decided_by)`],
] as const;

/** Brackets matching `where` (on `g`, the bracket, and `c`, its category), each whole. */
export function loadBrackets(db: Db, where: SQL): Promise<StoredBracket[]> {
  return rows<StoredBracket>(
    db,
    sql`select g.id, g.tournament_id, t.date::text as tournament_date, g.tournament_category_id, g.competition_type_id,
        g.graph_number, g.is_exhibition, g.table_name, c.name as tournament_category_name, c.is_male, c.min_degree_id,
        md."order" as min_degree_order, c.min_age_years, c.min_weight_kg::float8 as min_weight_kg,
        a.area_responsible_id,
        ${hasMany(COMPETITOR_FROM, sql`gu.graph_id = g.id`, COMPETITOR_FIELDS, sql`gu.intra_graph_number`, 'gu')} as competitors,
        ${hasMany(sql`tournament_graph_decisions d`, sql`d.graph_id = g.id`, DECISION_FIELDS, sql`d.id`, 'd')} as decisions
      from tournament_graphs g
        join tournaments t on t.id = g.tournament_id
        join tournament_categories c on c.id = g.tournament_category_id
        left join degrees md on md.id = c.min_degree_id
        left join tournament_areas a on a.tournament_id = g.tournament_id and a.area_number = g.table_name
      where ${where}
      order by g.id`,
  );
}

export async function loadBracket(db: Db, id: number): Promise<StoredBracket | undefined> {
  return (await loadBrackets(db, sql`g.id = ${id}`))[0];
}

export type NewDecision = { bracket: number; encounter: number; winner: number; loser: number; decidedBy: number };

/**
 * Writes a decision and answers it as loadBrackets reads it: its time and the decider's name are the database's, so
 * they come back from the insert itself (one statement) instead of a read of the whole bracket after it.
 */
export async function insertDecision(db: Db, d: NewDecision): Promise<StoredDecision> {
  const row = await one<{ decision: StoredDecision }>(
    db,
    sql`insert into tournament_graph_decisions as d (graph_id, encounter, winner_id, loser_id, decided_by)
      values (${d.bracket}, ${d.encounter}, ${d.winner}, ${d.loser}, ${d.decidedBy})
      returning ${jsonObject('d', DECISION_FIELDS)} as decision`,
  );
  if (!row) throw new Error('decision not written');
  return row.decision;
}
