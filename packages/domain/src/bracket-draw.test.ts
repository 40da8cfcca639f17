import { describe, expect, it } from 'vitest';
import {
  balancedSizes,
  bracketColumns,
  bracketSize,
  type DrawCompetitor,
  drawCategory,
  firstRoundEncounter,
  nextEncounter,
  openingEncounters,
  sameDoyangFirstRound,
  seedOrder,
} from './bracket-draw.ts';

const people = (count: number, doyang: (i: number) => number | null, from = 1): DrawCompetitor[] =>
  Array.from({ length: count }, (_, i) => ({ user_id: from + i, doyang_id: doyang(i) }));

describe('bracket geometry', () => {
  it('seeds top to bottom in the standard order: 1v8, 4v5, 2v7, 3v6', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(1)).toEqual([1]);
  });
  it('sizes a bracket to the next power of two and draws a column per round plus the champion', () => {
    expect([1, 2, 3, 5, 8].map(bracketSize)).toEqual([1, 2, 4, 8, 8]);
    expect([1, 2, 3, 5, 8].map(bracketColumns)).toEqual([1, 2, 3, 4, 4]);
  });
  it('numbers encounters as a heap: slots 1–2 play encounter 4, whose winner goes to 2, then to the final', () => {
    expect([1, 2, 3, 8].map((s) => firstRoundEncounter(8, s))).toEqual([4, 4, 5, 7]);
    expect([1, 4].map((s) => firstRoundEncounter(4, s))).toEqual([2, 3]);
    expect([nextEncounter(7), nextEncounter(4), nextEncounter(2), nextEncounter(1)]).toEqual([3, 2, 1, null]);
  });
  it('splits a large category into brackets of even sizes, the larger first', () => {
    expect(balancedSizes(0)).toEqual([]);
    expect(balancedSizes(8)).toEqual([8]);
    expect(balancedSizes(9)).toEqual([5, 4]);
    expect(balancedSizes(17)).toEqual([6, 6, 5]);
  });
});

describe('drawing a category', () => {
  it('places everyone once, in numbered brackets of at most 8', () => {
    const drawn = drawCategory(
      people(17, (i) => i % 5),
      7,
    );
    expect(drawn.map((b) => [b.graph_number, b.slots.length, b.size])).toEqual([
      [1, 6, 8],
      [2, 6, 8],
      [3, 5, 8],
    ]);
    const placed = drawn.flatMap((b) => b.slots.map((s) => s.user_id)).sort((a, b) => a - b);
    expect(placed).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const b of drawn) expect(new Set(b.slots.map((s) => s.intra_graph_number)).size).toBe(b.slots.length);
  });
  it('is deterministic: the same people in any order draw the same brackets; another category shuffles otherwise', () => {
    const list = people(13, (i) => i % 4);
    const again = drawCategory([...list].reverse(), 3);
    expect(drawCategory(list, 3)).toEqual(again);
    expect(drawCategory(list, 4)).not.toEqual(again);
  });
  it('gives the byes to the top seeds, so two byes never meet', () => {
    const [bracket] = drawCategory(
      people(5, (i) => i),
      1,
    );
    const seedsBySlot = Object.fromEntries(bracket.slots.map((s) => [s.intra_graph_number, s.seed]));
    expect(seedsBySlot).toEqual({ 1: 1, 3: 4, 4: 5, 5: 2, 7: 3 });
    expect(
      openingEncounters(bracket)
        .map((o) => o.encounter)
        .sort(),
    ).toEqual([2, 3, 3, 5, 5]);
  });
  it('keeps people of one doyang apart in the first round whenever the numbers allow', () => {
    for (let salt = 1; salt <= 20; salt++) {
      const [half] = drawCategory(
        people(8, (i) => (i < 4 ? 1 : 10 + i)),
        salt,
      );
      expect(sameDoyangFirstRound(half), `salt ${salt}`).toBe(0);
      // Six of eight from one doyang: two first-round meetings cannot be avoided, and no more are drawn.
      const [most] = drawCategory(
        people(8, (i) => (i < 6 ? 1 : 2)),
        salt,
      );
      expect(sameDoyangFirstRound(most), `salt ${salt}`).toBe(2);
    }
  });
  it("spreads a doyang's people across a category's brackets", () => {
    const drawn = drawCategory(
      people(16, (i) => (i % 2 ? 1 : 100 + i)),
      9,
    );
    expect(drawn.map((b) => b.slots.filter((s) => s.doyang_id === 1).length)).toEqual([4, 4]);
    for (const b of drawn) expect(sameDoyangFirstRound(b)).toBe(0);
  });
  it('leaves a lone competitor first without competing, and draws nothing for nobody', () => {
    const [alone] = drawCategory(
      people(1, () => 1),
      1,
    );
    expect(alone).toMatchObject({ graph_number: 1, size: 1, slots: [{ user_id: 1, intra_graph_number: 1 }] });
    expect(openingEncounters(alone)).toEqual([{ user_id: 1, encounter: null }]);
    expect(drawCategory([], 1)).toEqual([]);
  });
  it('sets two competitors straight into the final', () => {
    const [pair] = drawCategory(
      people(2, (i) => i),
      1,
    );
    expect(openingEncounters(pair).map((o) => o.encounter)).toEqual([1, 1]);
  });
});
