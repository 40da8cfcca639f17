import type { TournamentFlags } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';
import { resourceClient } from '../../../providers/api-client.ts';

// The categories screen's calls beyond its CRUD (issue 12) and the per-tournament age, degree and weight categories.

type Named = { id: number; name: string };

/** GET /api/tournaments rows as the categories screen reads them (name, date, competition flags). */
export type TournamentOption = Named & { date: string; parsed_date?: string } & TournamentFlags;

/** GET /api/tournament_categories?with=min_degree,max_degree. */
export type TournamentCategory = Named & {
  tournament_id: number;
  competition_type_id: number | null;
  min_degree_id: number | null;
  max_degree_id: number | null;
  min_degree?: Named | null;
  max_degree?: Named | null;
  min_age_years: number | null;
  max_age_years: number | null;
  min_weight_kg: string | null;
  max_weight_kg: string | null;
  is_male: boolean | null;
  table_name: number | null;
  is_exhibition: boolean;
};

/** One prospect in one competition of the fit report. */
export type FitLine = {
  user_id: number;
  full_name: string;
  doyang_name: string;
  sex: 'M' | 'F' | null;
  age: number | null;
  degree_name: string | null;
  weight_kg: number | null;
  competition_type_id: number;
  competition_name: string;
  categories: Named[];
};

/** GET /api/tournament_categories/fit?tournament_id=. */
export type CategoryFit = {
  none: FitLine[];
  several: FitLine[];
  counts: {
    prospects: number;
    none: number;
    several: number;
    by_competition: { competition_type_id: number; none: number; several: number }[];
  };
  mixing_max_age: number | null;
};

export const categoryFitKey = (tournamentId: number) => ['tournament_categories', 'fit', tournamentId] as const;

export const categoryFitApi = {
  fit: (tournamentId: number) =>
    apiFetch<CategoryFit>(`/tournament_categories/fit${buildQuery({ tournament_id: tournamentId })}`),
};

export type AgeCategory = {
  id: number;
  tournament_age_group_id: number;
  tournament_age_group?: Named | null;
  min_age: number | null;
  max_age: number | null;
};
export type DegreeCategory = {
  id: number;
  min_degree_id: number;
  max_degree_id: number;
  min_degree?: Named | null;
  max_degree?: Named | null;
};
export type WeightCategory = Named & { min_weight: string | null; max_weight: string | null; sex: 'M' | 'F' | 'B' };

type Body = Record<string, unknown>;
export const ageCategoriesApi = resourceClient<AgeCategory, Body>('tournament_age_categories');
export const degreeCategoriesApi = resourceClient<DegreeCategory, Body>('tournament_degree_categories');
export const weightCategoriesApi = resourceClient<WeightCategory, Body>('tournament_weight_categories');
