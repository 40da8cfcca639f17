import { ageInYears, COMPETITIONS, type CompetitionTypeId, competitorSex } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { byFirstName, fullName } from '../../../db/relations.ts';
import { one, rows } from '../../../db/sql.ts';
import { configurationSql } from '../../../shared/configuration-values.ts';

// What the category fit report reads (issue 12): the tournament with configuration 34, its prospects as the
// categories see them, and its categories. One statement each; the fit itself is the domain's, in memory.

export type FitTournament = { id: number; date: string } & Record<(typeof COMPETITIONS)[number]['flag'], boolean> & {
    mixing_max_age: string | null;
  };

export type FitProspect = {
  user_id: number;
  full_name: string;
  doyang_id: number;
  doyang_name: string;
  sex: number | null;
  birth_date: string | null;
  degree_id: number | null;
  degree_name: string | null;
  degree_order: number | null;
  /** The tournament's weigh-in, else the person's recorded weight (numeric as text). */
  weight_kg: string | null;
} & Record<(typeof COMPETITIONS)[number]['pay'], boolean>;

export type FitCategory = {
  id: number;
  name: string;
  competition_type_id: number | null;
  min_degree_order: number | null;
  max_degree_order: number | null;
  min_age_years: number | null;
  max_age_years: number | null;
  min_weight_kg: string | null;
  max_weight_kg: string | null;
  is_male: boolean | null;
  is_exhibition: boolean;
  /** The area its brackets are drawn on. */
  table_name: number | null;
};

const flags = sql.raw(COMPETITIONS.map((c) => `t.${c.flag}`).join(', '));
const pays = sql.raw(COMPETITIONS.map((c) => `p.${c.pay}`).join(', '));

export function loadFitTournament(db: Db, id: number): Promise<FitTournament | undefined> {
  return one<FitTournament>(
    db,
    sql`select t.id, t.date::text as date, ${flags}, ${configurationSql('mixingMaxAge')} as mixing_max_age
      from tournaments t where t.id = ${id}`,
  );
}

/**
 * The tournament's prospects in the doyangs given (`inDoyangs`), rejected ones left out, by name; `byName: false` for
 * the draw, which orders them itself (the Spanish name order is the dearest part of the statement).
 */
export function loadFitProspects(
  db: Db,
  tournamentId: number,
  inDoyangs: SQL,
  { byName = true }: { byName?: boolean } = {},
): Promise<FitProspect[]> {
  return rows<FitProspect>(
    db,
    sql`select u.id as user_id, ${fullName('u')} as full_name, p.doyang_id, dy.name as doyang_name, u.sex,
        u.birth_date::text as birth_date, u.degree_id, g.name as degree_name, g."order" as degree_order,
        coalesce(s.weight_kg, u.weight_kg)::text as weight_kg, ${pays}
      from tournament_prospects p
        join users u on u.id = p.user_id
        join doyangs dy on dy.id = p.doyang_id
        left join degrees g on g.id = u.degree_id
        left join tournament_somatometries s on s.tournament_id = p.tournament_id and s.user_id = p.user_id
      where p.tournament_id = ${tournamentId} and p.is_prospect_approved is not false and ${inDoyangs}
      ${byName ? sql`order by ${byFirstName('u')}, u.id` : sql``}`,
  );
}

/** The tournament's categories with their degree bounds as orders. */
export function loadFitCategories(db: Db, tournamentId: number): Promise<FitCategory[]> {
  return rows<FitCategory>(
    db,
    sql`select c.id, c.name, c.competition_type_id, mn."order" as min_degree_order, mx."order" as max_degree_order,
        c.min_age_years, c.max_age_years, c.min_weight_kg::text as min_weight_kg, c.max_weight_kg::text as max_weight_kg,
        c.is_male, c.is_exhibition, c.table_name
      from tournament_categories c
        left join degrees mn on mn.id = c.min_degree_id
        left join degrees mx on mx.id = c.max_degree_id
      where c.tournament_id = ${tournamentId}
      order by c.name, c.id`,
  );
}

const toNumber = (v: string | number | null) => (v === null || v === '' ? null : Number(v));

/** Prospects as the categories see them: age at the tournament's date, weight, sex and the competitions they pay. */
export function fitCompetitors(tournament: FitTournament, prospects: readonly FitProspect[]) {
  const offered = COMPETITIONS.filter((c) => tournament[c.flag]);
  return prospects.map((p) => ({
    prospect: p,
    degree_order: p.degree_order,
    age: ageInYears(p.birth_date, tournament.date),
    weight_kg: toNumber(p.weight_kg),
    sex: competitorSex(p.sex),
    competitions: offered.filter((c) => p[c.pay]).map((c) => c.id as CompetitionTypeId),
  }));
}

/** Categories with their weights as numbers. */
export const fitBounds = (categories: readonly FitCategory[]) =>
  categories.map((c) => ({ ...c, min_weight_kg: toNumber(c.min_weight_kg), max_weight_kg: toNumber(c.max_weight_kg) }));

/** Configuration 34 as a number (null: anyone may mix). */
export const mixingMaxAge = (tournament: FitTournament) => toNumber(tournament.mixing_max_age);
