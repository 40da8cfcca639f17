import { BRACKET_CAPACITY, bracketSize } from './bracket-draw.ts';
import { type BracketPlacement, type BracketState, finalEncounter } from './bracket-progress.ts';
import { COMPETITIONS } from './tournament-competitions.ts';
import { type DoyangTally, emptyTally, tallyResults } from './tournament-standings.ts';

// What a bracket means outside itself (issue 13, spec 03 §2, §4): which section of the brackets screen it sits in, its
// order there, the tournament result each competitor carries home, and where a late prospect takes a seat.

export type BracketSection = 'normal' | 'exhibition' | 'alone';

/** Exhibition brackets apart; one or no competitor is 'alone' (first place without competing); the rest normal. */
export const bracketSection = (competitors: number, isExhibition: boolean): BracketSection =>
  isExhibition ? 'exhibition' : competitors <= 1 ? 'alone' : 'normal';

export type BracketOrderKey = {
  min_degree_order: number | null;
  min_age_years: number | null;
  min_weight_kg: number | null;
  /** true men, false women, null mixed. */
  is_male: boolean | null;
  category_name: string;
  graph_number: number;
};

const nullsFirst = (a: number | null, b: number | null) => (a ?? Number.NEGATIVE_INFINITY) - (b ?? Number.NEGATIVE_INFINITY);
const sexRank = (m: boolean | null) => (m === true ? 0 : m === false ? 1 : 2);

/** Spec 03 §2: by min degree, min age, min weight, then sex (men, women, mixed); then category name and number. */
export function compareBrackets(a: BracketOrderKey, b: BracketOrderKey): number {
  return (
    nullsFirst(a.min_degree_order, b.min_degree_order) ||
    nullsFirst(a.min_age_years, b.min_age_years) ||
    nullsFirst(a.min_weight_kg, b.min_weight_kg) ||
    sexRank(a.is_male) - sexRank(b.is_male) ||
    a.category_name.localeCompare(b.category_name, 'es') ||
    a.graph_number - b.graph_number
  );
}

/** tournament_results ids (migration 0014): 1st, 1st without competing, 2nd, 3rd, took part. */
export const RESULT_OF_PLACEMENT = { 1: 1, first_without_competing: 2, 2: 3, 3: 4 } as const;
export const TOOK_PART_RESULT = 5;

/** The result a bracket gives its competitor: their place, or 'took part' (exhibitions and earlier losers). */
export const bracketResult = (placement: BracketPlacement | undefined): number =>
  placement === undefined ? TOOK_PART_RESULT : RESULT_OF_PLACEMENT[placement];

/**
 * What a finished bracket gives each of its competitors (user id → tournament_results id), or null while its final is
 * undecided. An exhibition is finished whenever asked (everyone took part); a lone competitor is first without
 * competing; in a decided bracket the placed take their place and everyone else took part.
 */
export function bracketResults(state: BracketState, userIds: readonly number[]): Map<number, number> | null {
  if (state.is_exhibition) return new Map(userIds.map((id) => [id, TOOK_PART_RESULT]));
  const final = finalEncounter(state);
  if (final !== null && !state.decisions[final]) return null;
  return new Map(userIds.map((id) => [id, bracketResult(state.placements[id])]));
}

/** The bracket label the editor types to move someone: 'category.number' (spec 03 §5). */
export const bracketLabel = (categoryId: number, bracketNumber: number) => `${categoryId}.${bracketNumber}`;

/** 'category.number' read back: exactly two dot-separated positive whole numbers, else null ('Gráfica inválida'). */
export function parseBracketLabel(text: string): { tournament_category_id: number; graph_number: number } | null {
  const parts = text.trim().split('.');
  if (parts.length !== 2 || !parts.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0)) return null;
  return { tournament_category_id: Number(parts[0]), graph_number: Number(parts[1]) };
}

/**
 * The slot a late competitor takes in a bracket (null when it is full): first an empty slot facing somebody who has a
 * bye, so they play at once; else the lowest empty slot that keeps the bracket as small as it can be.
 */
export function freeSlot(taken: readonly number[]): number | null {
  if (taken.length >= BRACKET_CAPACITY) return null;
  const set = new Set(taken);
  const size = Math.max(2, bracketSize(taken.length + 1), bracketSize(Math.max(0, ...taken)));
  const empty = Array.from({ length: size }, (_, i) => i + 1).filter((s) => !set.has(s));
  const facing = empty.find((s) => set.has(s % 2 ? s + 1 : s - 1));
  return facing ?? empty[0] ?? null;
}

/** A placement won in a bracket by one competitor, for the doyang points table (exhibitions place nobody). */
export type BracketAward = { user_id: number; doyang_id: number; competition_type_id: number; placement: BracketPlacement };

/** A graded prospect's recorded results (by hand or passed from the brackets): result ids by result column. */
export type RecordedResults = { user_id: number; doyang_id: number } & Partial<Record<string, unknown>>;

/**
 * Each doyang's tally for Premiaciones de doyang, the one rule every place shows (issue 24): a graded prospect counts
 * the results recorded for them, which are official (competitions without brackets, a correction by hand, the places
 * passed from the brackets); anyone not graded yet counts the places their brackets give so far. Doyangs without a
 * single place are left out, wherever their competitors come from.
 */
export function tournamentTallies(recorded: readonly RecordedResults[], awards: readonly BracketAward[]): DoyangTally[] {
  const graded = new Set(recorded.map((r) => r.user_id));
  const tallies = new Map<number, DoyangTally>();
  const add = (doyangId: number, results: Record<string, unknown>) =>
    tallies.set(doyangId, tallyResults(tallies.get(doyangId) ?? emptyTally(doyangId), results));
  for (const r of recorded) add(r.doyang_id, r);
  for (const a of awards) {
    const column = COMPETITIONS.find((c) => c.id === a.competition_type_id)?.result;
    if (column && !graded.has(a.user_id)) add(a.doyang_id, { [column]: RESULT_OF_PLACEMENT[a.placement] });
  }
  return [...tallies.values()].filter((t) => t.first + t.second + t.third + t.first_no_contest > 0);
}
