import { describe, expect, it } from 'vitest';
import { type DrawCompetitor, drawCategory } from './bracket-draw.ts';
import {
  BracketError,
  decideEncounter,
  encounterOf,
  finalEncounter,
  loserPlacement,
  openBracket,
  pendingEncounters,
  replayDecisions,
  replayStoredDecisions,
  stillCompeting,
} from './bracket-progress.ts';
import { MSG } from './messages.ts';

const people = (count: number): DrawCompetitor[] =>
  Array.from({ length: count }, (_, i) => ({ user_id: i + 1, doyang_id: i + 1 }));
const open = (count: number, exhibition = false) => openBracket(drawCategory(people(count), 1)[0], exhibition);

/** Decides every pending encounter for its first-seated competitor until the bracket ends. */
function playOut(state: ReturnType<typeof open>) {
  let s = state;
  for (let pending = pendingEncounters(s); pending.length; pending = pendingEncounters(s)) {
    const [winner, loser] = s.encounters[pending[0]];
    s = decideEncounter(s, pending[0], winner, loser);
  }
  return s;
}

describe('deciding encounters', () => {
  it('moves the winner to ⌊k/2⌋ and records the loser', () => {
    const s = open(8);
    const [a, b] = s.encounters[7];
    const after = decideEncounter(s, 7, b, a);
    expect(after.encounters[3]).toEqual([b]);
    expect(after.decisions[7]).toEqual({ winner: b, loser: a });
    expect(stillCompeting(after, b)).toBe(true);
    expect(stillCompeting(after, a)).toBe(false);
    expect(s.encounters[3]).toBeUndefined(); // the old state is untouched
  });
  it('refuses a winner or loser who is not in the encounter, an encounter decided twice, and one not yet set', () => {
    const s = open(8);
    const [a, b] = s.encounters[4];
    const other = s.encounters[5][0];
    expect(() => decideEncounter(s, 4, other, a)).toThrow(MSG.bracketNotOpponents);
    expect(() => decideEncounter(s, 4, a, a)).toThrow(BracketError);
    const once = decideEncounter(s, 4, a, b);
    expect(() => decideEncounter(once, 4, b, a)).toThrow(MSG.bracketDecided);
    expect(() => decideEncounter(once, 2, a, b)).toThrow(MSG.bracketIncomplete);
  });
  it('places the champion first, the final loser second and both semifinal losers third', () => {
    const done = playOut(open(8));
    const places = Object.values(done.placements).sort();
    expect(places).toEqual([1, 2, 3, 3]);
    expect(pendingEncounters(done)).toEqual([]);
    expect([1, 2, 3, 4, 7].map((k) => loserPlacement(open(8), k))).toEqual([2, 3, 3, null, null]);
  });
  it('lets byes wait a round: five competitors play one first-round encounter, then semifinals', () => {
    const s = open(5);
    expect(pendingEncounters(s)).toEqual([5, 3]);
    expect(Object.values(playOut(s).placements).sort()).toEqual([1, 2, 3, 3]);
  });
  it('plays a bracket of two as a final, and places a lone competitor first without competing', () => {
    const pair = open(2);
    expect(pendingEncounters(pair)).toEqual([1]);
    expect(Object.values(playOut(pair).placements).sort()).toEqual([1, 2]);
    expect(open(1).placements).toEqual({ 1: 'first_without_competing' });
  });
  it('awards no places in an exhibition', () => {
    expect(playOut(open(4, true)).placements).toEqual({});
    expect(open(1, true).placements).toEqual({});
  });
});

describe('brackets as the editor leaves them', () => {
  const at = (slots: [number, number][]) =>
    openBracket({
      size: 2,
      slots: slots.map(([user_id, slot]) => ({ user_id, doyang_id: user_id, seed: slot, intra_graph_number: slot })),
    });
  it('passes empty sides through: two competitors far apart meet in the final', () => {
    const s = at([
      [1, 1],
      [2, 5],
    ]);
    expect(s.size).toBe(8);
    expect(s.encounters).toEqual({ 1: [1, 2] });
    expect(finalEncounter(s)).toBe(1);
  });
  it('makes the only encounter left the final, wherever it sits: its loser is second', () => {
    const s = at([
      [1, 3],
      [2, 4],
    ]);
    expect(s.encounters).toEqual({ 3: [1, 2] });
    const done = decideEncounter(s, 3, 2, 1);
    expect(done.placements).toEqual({ 2: 1, 1: 2 });
  });
  it('replays stored decisions in order, and refuses one that does not fit', () => {
    const s = open(4);
    const [a, b] = s.encounters[2];
    const [c, d] = s.encounters[3];
    const done = replayDecisions(s, [
      { encounter: 2, winner_id: a, loser_id: b },
      { encounter: 3, winner_id: d, loser_id: c },
      { encounter: 1, winner_id: d, loser_id: a },
    ]);
    expect(done.placements).toEqual({ [d]: 1, [a]: 2, [b]: 3, [c]: 3 });
    expect(encounterOf(s, a, b)).toBe(2);
    expect(encounterOf(done, a, c)).toBeNull();
    expect(() => replayDecisions(s, [{ encounter: 1, winner_id: a, loser_id: d }])).toThrow(BracketError);
  });
});

describe('stored decisions that no longer replay (issue 22)', () => {
  it('answer null instead of throwing: a final whose semifinal decision is gone', () => {
    const s = open(4);
    const [a, b] = s.encounters[2];
    const [c, d] = s.encounters[3];
    const all = [
      { encounter: 2, winner_id: a, loser_id: b },
      { encounter: 3, winner_id: d, loser_id: c },
      { encounter: 1, winner_id: d, loser_id: a },
    ];
    expect(replayStoredDecisions(s, all)?.placements).toEqual({ [d]: 1, [a]: 2, [b]: 3, [c]: 3 });
    expect(replayStoredDecisions(s, [all[0], all[2]])).toBeNull();
    expect(replayStoredDecisions(s, [{ encounter: 2, winner_id: a, loser_id: 999 }])).toBeNull();
  });
});
