import { type BracketAnswer, type BracketCompetitorAnswer, spanishFold } from '@doyang/domain';

// The brackets screen's filters (spec 03 §2, §5): competitor search (substring, case and accents folded), min/max degree and
// min/max weight, area. A bracket with no competitor matching is hidden while a competitor filter is on; the area
// filter keeps only that area's brackets.

export type BracketFilters = {
  search: string;
  /** Degree bounds as ranks (the degree's order): the spec's degree comparison, read by rank. */
  minDegree: number | null;
  maxDegree: number | null;
  minWeight: number | null;
  maxWeight: number | null;
  area: number | null;
};

export const NO_FILTERS: BracketFilters = {
  search: '',
  minDegree: null,
  maxDegree: null,
  minWeight: null,
  maxWeight: null,
  area: null,
};

export const competitorFilterOn = (f: BracketFilters) =>
  f.search.trim() !== '' || f.minDegree !== null || f.maxDegree !== null || f.minWeight !== null || f.maxWeight !== null;

/** Whether a competitor passes; `rankOf` turns a degree id into its order (unknown degrees fail a degree bound). */
export function competitorMatches(
  c: BracketCompetitorAnswer,
  f: BracketFilters,
  rankOf: (degreeId: number | null) => number | null,
) {
  // As every name search of the product: case, accents and Ñ folded ('garcia' finds GARCÍA).
  const text = spanishFold(f.search.trim());
  if (text && !spanishFold(c.full_name).includes(text)) return false;
  if (f.minDegree !== null || f.maxDegree !== null) {
    const rank = rankOf(c.degree_id);
    if (rank === null) return false;
    if (f.minDegree !== null && rank < f.minDegree) return false;
    if (f.maxDegree !== null && rank > f.maxDegree) return false;
  }
  if (f.minWeight !== null || f.maxWeight !== null) {
    // The weight is hidden from viewers outside the competitor's doyang: they cannot be filtered by it.
    const weight = c.weight_kg;
    if (weight === null) return false;
    if (f.minWeight !== null && weight < f.minWeight) return false;
    if (f.maxWeight !== null && weight > f.maxWeight) return false;
  }
  return true;
}

export function filterBrackets(
  brackets: readonly BracketAnswer[],
  f: BracketFilters,
  rankOf: (degreeId: number | null) => number | null,
) {
  const competitorFilter = competitorFilterOn(f);
  return brackets.filter(
    (g) =>
      (f.area === null || g.table_name === f.area) &&
      (!competitorFilter || g.competitors.some((c) => competitorMatches(c, f, rankOf))),
  );
}

/** Tabs over the brackets: Gráficas (normal, then exhibition, then alone), 1° LUGAR S/COMPETIR, Exhibiciones. */
export type BracketTab = 'brackets' | 'alone' | 'exhibitions' | 'prized' | 'not_prized' | 'standings';

const SECTION_ORDER = { normal: 0, exhibition: 1, alone: 2 } as const;

export function bracketsOfTab(brackets: readonly BracketAnswer[], tab: BracketTab): BracketAnswer[] {
  if (tab === 'alone') return brackets.filter((g) => g.section === 'alone');
  if (tab === 'exhibitions') return brackets.filter((g) => g.section === 'exhibition');
  // A stable sort keeps the server's order (degree, age, weight, sex) inside each section.
  return [...brackets].sort((a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section]);
}

/** A placed competitor and their bracket, for the prized and not-prized tables. */
export type PlacedRow = BracketCompetitorAnswer & { bracket_label: string; category: string };
export type PlaceCounts = { first: number; second: number; third: number };

/** The placed competitors, prized or not, first places first, with how many of each place the table holds. */
export function placedRows(brackets: readonly BracketAnswer[], prized: boolean): { rows: PlacedRow[]; counts: PlaceCounts } {
  const rows = brackets
    .flatMap((g) =>
      g.competitors
        .filter((c) => c.placement !== null && c.prized === prized)
        .map((c) => ({ ...c, bracket_label: g.label, category: g.tournament_category_name })),
    )
    .sort((a, b) => (a.placement ?? 9) - (b.placement ?? 9) || a.full_name.localeCompare(b.full_name, 'es'));
  const count = (p: number) => rows.filter((r) => r.placement === p).length;
  return { rows, counts: { first: count(1), second: count(2), third: count(3) } };
}
