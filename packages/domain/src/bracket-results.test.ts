import { describe, expect, it } from 'vitest';
import { drawCategory } from './bracket-draw.ts';
import { decideEncounter, openBracket, pendingEncounters } from './bracket-progress.ts';
import {
  bracketResult,
  bracketResults,
  bracketSection,
  compareBrackets,
  freeSlot,
  parseBracketLabel,
  TOOK_PART_RESULT,
  tournamentTallies,
} from './bracket-results.ts';

const key = (over: Partial<Parameters<typeof compareBrackets>[0]>) => ({
  min_degree_order: 1,
  min_age_years: 10,
  min_weight_kg: 30,
  is_male: true,
  category_name: 'A',
  graph_number: 1,
  ...over,
});

describe('bracket sections and order', () => {
  it('puts exhibitions apart, one or no competitor alone, the rest normal', () => {
    expect([bracketSection(2, false), bracketSection(1, false), bracketSection(0, false), bracketSection(1, true)]).toEqual([
      'normal',
      'alone',
      'alone',
      'exhibition',
    ]);
  });
  it('sorts by min degree, min age, min weight, then sex (men, women, mixed), then name and number', () => {
    const list = [
      key({ is_male: null }),
      key({ min_weight_kg: 20 }),
      key({ graph_number: 2 }),
      key({ min_age_years: 8 }),
      key({ is_male: false }),
      key({ min_degree_order: 0 }),
      key({}),
    ];
    const sorted = [...list].sort(compareBrackets);
    expect(sorted).toEqual([list[5], list[3], list[1], list[6], list[2], list[4], list[0]]);
  });
});

describe('what a bracket gives back', () => {
  it('turns places into tournament results; no place is taking part', () => {
    expect([1, 'first_without_competing', 2, 3, undefined].map((p) => bracketResult(p as never))).toEqual([
      1,
      2,
      3,
      4,
      TOOK_PART_RESULT,
    ]);
  });
  it("reads 'category.number' with exactly two dot-separated parts", () => {
    expect(parseBracketLabel('12.3')).toEqual({ tournament_category_id: 12, graph_number: 3 });
    expect(parseBracketLabel(' 4.1 ')).toEqual({ tournament_category_id: 4, graph_number: 1 });
    for (const bad of ['12', '12.3.1', 'a.b', '12.', '.3', '0.1', '1.-2']) expect(parseBracketLabel(bad)).toBeNull();
  });
  it('seats a late competitor facing a bye first, else in the lowest empty slot, and nowhere when full', () => {
    expect(freeSlot([1, 3, 4])).toBe(2);
    expect(freeSlot([1, 2])).toBe(3);
    expect(freeSlot([])).toBe(1);
    expect(freeSlot([1, 2, 3, 4, 5, 6, 7, 8])).toBeNull();
    expect(freeSlot([1, 3, 4, 5, 7])).toBe(2);
  });
});

describe('doyang points: one rule for recorded results and bracket places', () => {
  it('counts bracket places per doyang, with combat and forms places for the tie-break', () => {
    const tallies = tournamentTallies(
      [],
      [
        { user_id: 10, doyang_id: 1, competition_type_id: 1, placement: 1 },
        { user_id: 10, doyang_id: 1, competition_type_id: 2, placement: 'first_without_competing' },
        { user_id: 20, doyang_id: 2, competition_type_id: 1, placement: 3 },
        { user_id: 21, doyang_id: 2, competition_type_id: 5, placement: 2 },
      ],
    );
    expect(tallies).toEqual([
      { doyang_id: 1, first: 1, second: 0, third: 0, first_no_contest: 1, combat_places: 1, forms_places: 1 },
      { doyang_id: 2, first: 0, second: 1, third: 1, first_no_contest: 0, combat_places: 1, forms_places: 0 },
    ]);
  });
  it("counts a graded prospect's recorded results instead of their brackets, and leaves out doyangs with no place", () => {
    const tallies = tournamentTallies(
      [
        // Corrected by hand: second in combat, whatever the bracket says; a breaking first without a bracket.
        { user_id: 10, doyang_id: 1, result_combat: 3, result_boards: 1 },
        // Took part only (result 5): no place, their doyang shows nowhere.
        { user_id: 30, doyang_id: 3, result_combat: 5 },
      ],
      [
        { user_id: 10, doyang_id: 1, competition_type_id: 1, placement: 1 },
        { user_id: 20, doyang_id: 2, competition_type_id: 2, placement: 1 },
      ],
    );
    expect(tallies).toEqual([
      { doyang_id: 1, first: 1, second: 1, third: 0, first_no_contest: 0, combat_places: 1, forms_places: 0 },
      { doyang_id: 2, first: 1, second: 0, third: 0, first_no_contest: 0, combat_places: 0, forms_places: 1 },
    ]);
  });
});

describe('what a bracket gives its competitors (results from the brackets)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const open = (n: number, exhibition = false) =>
    openBracket(
      drawCategory(
        ids(n).map((id) => ({ user_id: id, doyang_id: id })),
        1,
      )[0],
      exhibition,
    );
  const playOut = (state: ReturnType<typeof open>) => {
    let s = state;
    for (let p = pendingEncounters(s); p.length; p = pendingEncounters(s)) {
      const [winner, loser] = s.encounters[p[0]];
      s = decideEncounter(s, p[0], winner, loser);
    }
    return s;
  };

  it('waits for the final: a bracket with an undecided final gives nothing', () => {
    const s = open(4);
    expect(bracketResults(s, ids(4))).toBeNull();
    const first = pendingEncounters(s)[0];
    const [w, l] = s.encounters[first];
    expect(bracketResults(decideEncounter(s, first, w, l), ids(4))).toBeNull();
  });

  it('gives 1st, 2nd, both 3rds and took part once the final is decided', () => {
    const done = playOut(open(8));
    const results = [...(bracketResults(done, ids(8))?.values() ?? [])].sort();
    expect(results).toEqual([1, 3, 4, 4, 5, 5, 5, 5]);
  });

  it('gives a lone competitor first without competing, and every exhibition competitor took part, decided or not', () => {
    expect([...(bracketResults(open(1), [1])?.entries() ?? [])]).toEqual([[1, 2]]);
    expect([...(bracketResults(open(3, true), ids(3))?.values() ?? [])]).toEqual([5, 5, 5]);
    expect(bracketResults(openBracket({ size: 2, slots: [] }), [])?.size).toBe(0);
  });
});
