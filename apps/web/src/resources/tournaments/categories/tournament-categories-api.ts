import type {
  CategoryFitAnswer,
  FitLineAnswer,
  TournamentAgeCategoryAnswer,
  TournamentAnswer,
  TournamentCategoryAnswer,
  TournamentDegreeCategoryAnswer,
  TournamentWeightCategoryAnswer,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';
import { resourceClient } from '../../../providers/api-client.ts';

// The categories screen's calls beyond its CRUD (issue 12) and the per-tournament age, degree and weight categories.

/** GET /api/tournaments rows as the categories screen reads them (name, date, competition flags). */
export type TournamentOption = TournamentAnswer;

/** GET /api/tournament_categories?with=min_degree,max_degree. */
export type TournamentCategory = TournamentCategoryAnswer;

/** One prospect in one competition of the fit report. */
export type FitLine = FitLineAnswer;

/** GET /api/tournament_categories/fit?tournament_id=. */
export type CategoryFit = CategoryFitAnswer;

export const categoryFitKey = (tournamentId: number) => ['tournament_categories', 'fit', tournamentId] as const;

export const categoryFitApi = {
  fit: (tournamentId: number) =>
    apiFetch<CategoryFit>(`/tournament_categories/fit${buildQuery({ tournament_id: tournamentId })}`),
};

export type AgeCategory = TournamentAgeCategoryAnswer;
export type DegreeCategory = TournamentDegreeCategoryAnswer;
export type WeightCategory = TournamentWeightCategoryAnswer;

type Body = Record<string, unknown>;
export const ageCategoriesApi = resourceClient<AgeCategory, Body>('tournament_age_categories');
export const degreeCategoriesApi = resourceClient<DegreeCategory, Body>('tournament_degree_categories');
export const weightCategoriesApi = resourceClient<WeightCategory, Body>('tournament_weight_categories');
