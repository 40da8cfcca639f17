// Which tournament category a competitor belongs to (spec 03 §3 TournamentCategory, §5 filters, configuration 34).
// The categories screen reports a prospect that fits none or several, so the organiser fixes the table before the
// brackets are drawn (issue 12). Bounds and the sex rule are decided in docs/decisions.md ("Issue 12 — categories").

export type CategoryBounds = {
  id: number;
  name: string;
  /** Degrees by their `order` (11VO KUP is the lowest); null leaves that side open. */
  min_degree_order: number | null;
  max_degree_order: number | null;
  min_age_years: number | null;
  max_age_years: number | null;
  min_weight_kg: number | null;
  max_weight_kg: number | null;
  /** true men, false women, null both (only up to the mixing age). */
  is_male: boolean | null;
  is_exhibition: boolean;
};

export type CategoryCompetitor = {
  degree_order: number | null;
  /** Whole years at the tournament's date. */
  age: number | null;
  weight_kg: number | null;
  sex: 'M' | 'F' | null;
};

const within = (value: number | null, min: number | null, max: number | null, aboveMin: boolean): boolean => {
  if (min === null && max === null) return true;
  if (value === null) return false;
  const overMin = min === null || (aboveMin ? value > min : value >= min);
  return overMin && (max === null || value <= max);
};

/**
 * Degree and age from min to max, both included; weight above the minimum up to the maximum included ('-33 kg' then
 * '33 a 37 kg' share no competitor); a bound left empty is open, and an unknown value fits only open bounds. A men's or
 * women's category takes that sex; a mixed one takes anyone up to `mixingMaxAge` (configuration 34) years old, and
 * anyone at all when the configuration is empty.
 */
export function fitsCategory(c: CategoryCompetitor, k: CategoryBounds, mixingMaxAge: number | null): boolean {
  if (!within(c.degree_order, k.min_degree_order, k.max_degree_order, false)) return false;
  if (!within(c.age, k.min_age_years, k.max_age_years, false)) return false;
  if (!within(c.weight_kg, k.min_weight_kg, k.max_weight_kg, true)) return false;
  if (k.is_male === null) return mixingMaxAge === null || (c.age !== null && c.age <= mixingMaxAge);
  return c.sex === (k.is_male ? 'M' : 'F');
}

export type CategoryFit<K extends CategoryBounds> = { categories: K[]; problem: 'none' | 'several' | null };

/**
 * The competitor's categories among the regular ones (exhibition brackets are made by hand for chosen people), and the
 * problem the categories screen reports: none fits, or several do.
 */
export function categoryFit<K extends CategoryBounds>(
  c: CategoryCompetitor,
  categories: readonly K[],
  mixingMaxAge: number | null,
): CategoryFit<K> {
  const fits = categories.filter((k) => !k.is_exhibition && fitsCategory(c, k, mixingMaxAge));
  return { categories: fits, problem: fits.length === 0 ? 'none' : fits.length > 1 ? 'several' : null };
}

/** A category as stored: it applies to one competition type, or to every one the tournament offers (null). */
export type CompetitionCategory = CategoryBounds & { competition_type_id: number | null };

/** The fit in one competition: only the categories of that competition and those of every competition count. */
export function categoryFitFor<K extends CompetitionCategory>(
  c: CategoryCompetitor,
  categories: readonly K[],
  competitionTypeId: number,
  mixingMaxAge: number | null,
): CategoryFit<K> {
  const own = categories.filter((k) => k.competition_type_id === null || k.competition_type_id === competitionTypeId);
  return categoryFit(c, own, mixingMaxAge);
}

/** users.sex (1 men, 2 women) as the categories read it. */
export const competitorSex = (sex: number | null | undefined): CategoryCompetitor['sex'] =>
  sex === 1 ? 'M' : sex === 2 ? 'F' : null;

export type FitProblem<P, K> = { competitor: P; competition_type_id: number; categories: K[] };

/**
 * What the categories screen reports (issue 12): for each competition a competitor takes part in, the ones that fit
 * no regular category and the ones that fit several (with those categories), in the competitors' order.
 */
export function categoryFitReport<
  P extends CategoryCompetitor & { competitions: readonly number[] },
  K extends CompetitionCategory,
>(
  competitors: readonly P[],
  categories: readonly K[],
  mixingMaxAge: number | null,
): { none: FitProblem<P, K>[]; several: FitProblem<P, K>[] } {
  const none: FitProblem<P, K>[] = [];
  const several: FitProblem<P, K>[] = [];
  for (const competitor of competitors)
    for (const competition_type_id of competitor.competitions) {
      const fit = categoryFitFor(competitor, categories, competition_type_id, mixingMaxAge);
      if (fit.problem === 'none') none.push({ competitor, competition_type_id, categories: [] });
      if (fit.problem === 'several') several.push({ competitor, competition_type_id, categories: fit.categories });
    }
  return { none, several };
}
