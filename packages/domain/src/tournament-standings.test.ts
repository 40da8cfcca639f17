import { describe, expect, it } from 'vitest';
import { doyangStandings, emptyTally, tallyResults } from './tournament-standings.ts';

const award = { first_no_contest: 1, first: 5, second: 3, third: 1 };
const tally = (id: number, results: Record<string, number>[]) => results.reduce(tallyResults, emptyTally(id));

describe('doyang standings', () => {
  it('counts each competition placement and scores it with configuration 37–40', () => {
    const t = tally(1, [{ result_combat: 1, result_forms: 3 }, { result_combat: 2 }, { result_boards: 4, result_forms: 6 }]);
    expect(t).toMatchObject({ first: 1, second: 1, third: 1, first_no_contest: 1, combat_places: 2, forms_places: 1 });
    expect(doyangStandings([t], award)[0]).toMatchObject({ points: 5 + 3 + 1 + 1, place: 1 });
  });
  it('breaks equal points on firsts competing before seconds', () => {
    // 1 first (5) vs 1 second + 2 thirds (3 + 1 + 1): both 5 points; firsts decide.
    const a = tally(1, [{ result_combat: 3 }, { result_combat: 4 }, { result_forms: 4 }]);
    const b = tally(2, [{ result_combat: 1 }]);
    expect(doyangStandings([a, b], award).map((s) => [s.doyang_id, s.place])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
  it('breaks on combat places before forms places', () => {
    const a = tally(1, [{ result_forms: 1 }]);
    const b = tally(2, [{ result_combat: 1 }]);
    expect(doyangStandings([a, b], award).map((s) => s.doyang_id)).toEqual([2, 1]);
  });
  it('lets a remaining tie stand: both share the place and the next skips', () => {
    const a = tally(1, [{ result_combat: 1 }]);
    const b = tally(2, [{ result_combat: 1 }]);
    const c = tally(3, [{ result_combat: 3 }]);
    expect(doyangStandings([c, b, a], award).map((s) => [s.doyang_id, s.place])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ]);
  });
});
