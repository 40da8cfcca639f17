import { COMPETITIONS } from './tournament-competitions.ts';

// Premiaciones de doyang (spec 03 §2): each doyang's points from its competitors' placements (configuration 37–40:
// first without competing, first, second, third) and its place. Ties break on most first places competing, then
// seconds, then thirds, then firsts without competing; then places in combat, then in forms; otherwise a tie stands
// and both share the place (1, 1, 3).

export type DoyangTally = {
  doyang_id: number;
  first: number;
  second: number;
  third: number;
  first_no_contest: number;
  /** Placements (1st–3rd, with or without competing) in combat and in forms. */
  combat_places: number;
  forms_places: number;
};

export type AwardPoints = { first_no_contest: number; first: number; second: number; third: number };

export type DoyangStanding = DoyangTally & { points: number; place: number };

/** Result ids (tournament_results) → the tally's counter. */
const PLACED: Record<number, keyof Pick<DoyangTally, 'first' | 'second' | 'third' | 'first_no_contest'>> = {
  1: 'first',
  2: 'first_no_contest',
  3: 'second',
  4: 'third',
};

/** One prospect's results added to their doyang's tally. */
export function tallyResults(tally: DoyangTally, results: Record<string, unknown>): DoyangTally {
  const next = { ...tally };
  for (const c of COMPETITIONS) {
    const counter = PLACED[Number(results[c.result])];
    if (!counter) continue;
    next[counter] += 1;
    if (c.id === 1) next.combat_places += 1;
    if (c.id === 2) next.forms_places += 1;
  }
  return next;
}

export const emptyTally = (doyang_id: number): DoyangTally => ({
  doyang_id,
  first: 0,
  second: 0,
  third: 0,
  first_no_contest: 0,
  combat_places: 0,
  forms_places: 0,
});

const TIE_BREAK = ['first', 'second', 'third', 'first_no_contest', 'combat_places', 'forms_places'] as const;

function compare(a: DoyangStanding, b: DoyangStanding): number {
  if (a.points !== b.points) return b.points - a.points;
  for (const key of TIE_BREAK) if (a[key] !== b[key]) return b[key] - a[key];
  return 0;
}

/** Points and places, best first; doyangs equal on points and every tie-break share a place. */
export function doyangStandings(tallies: readonly DoyangTally[], award: AwardPoints): DoyangStanding[] {
  const scored = tallies.map((t) => ({
    ...t,
    points: t.first * award.first + t.second * award.second + t.third * award.third + t.first_no_contest * award.first_no_contest,
    place: 0,
  }));
  scored.sort((a, b) => compare(a, b) || a.doyang_id - b.doyang_id);
  scored.forEach((s, i) => {
    s.place = i > 0 && compare(scored[i - 1], s) === 0 ? scored[i - 1].place : i + 1;
  });
  return scored;
}
