import { advanceFrom, type DrawnBracket, openingEncounters, sizeOfSlots } from './bracket-draw.ts';
import { MSG } from './messages.ts';

// Deciding encounters (issue 13, spec 03 §4): the winner of encounter k moves up to the next encounter with somebody
// on its other side (⌊k/2⌋ in a full bracket), the loser's loss is recorded, and places follow — the final's winner
// first and loser second, semifinal losers third (taekwondo's two bronzes). Exhibition brackets award no places; a
// bracket of one is first place without competing. The state is always rebuilt from the slots and the decisions.

export class BracketError extends Error {}

export type BracketPlacement = 1 | 2 | 3 | 'first_without_competing';

export type BracketState = {
  size: number;
  /** First-round slots taken (intra_graph_number). */
  slots: number[];
  is_exhibition: boolean;
  /** Who sits in each encounter (heap position 1–7): the one or two competitors that meet there. */
  encounters: Record<number, number[]>;
  /** Decided encounters: who won and who lost. */
  decisions: Record<number, { winner: number; loser: number }>;
  placements: Record<number, BracketPlacement>;
};

/** The bracket as drawn or stored: everyone in their opening encounter; a lone competitor is placed at once. */
export function openBracket(drawn: Pick<DrawnBracket, 'size' | 'slots'>, isExhibition = false): BracketState {
  const slots = drawn.slots.map((s) => s.intra_graph_number);
  const size = Math.max(drawn.size, sizeOfSlots(slots));
  const encounters: Record<number, number[]> = {};
  const placements: Record<number, BracketPlacement> = {};
  for (const { user_id, encounter } of openingEncounters({ size, slots: drawn.slots })) {
    if (encounter === null) {
      if (!isExhibition) placements[user_id] = 'first_without_competing';
      continue;
    }
    encounters[encounter] = [...(encounters[encounter] ?? []), user_id];
  }
  return { size, slots, is_exhibition: isExhibition, encounters, decisions: {}, placements };
}

const nextOf = (state: BracketState, encounter: number) => advanceFrom(state.size, new Set(state.slots), encounter);

/** The final: where every path ends (null with fewer than two competitors). */
export function finalEncounter(state: BracketState): number | null {
  if (!state.slots.length) return null;
  let at = nextOf(state, state.size + state.slots[0] - 1);
  for (let up = at === null ? null : nextOf(state, at); up !== null; up = nextOf(state, up)) at = up;
  return at;
}

/** The place a loser of the encounter takes: second in the final, third in a semifinal, none earlier. */
export function loserPlacement(state: BracketState, encounter: number): BracketPlacement | null {
  const final = finalEncounter(state);
  if (final === null) return null;
  if (encounter === final) return 2;
  return nextOf(state, encounter) === final ? 3 : null;
}

/** The encounter where two competitors meet now, if they do. */
export function encounterOf(state: BracketState, a: number, b: number): number | null {
  const found = Object.entries(state.encounters).find(([, sitting]) => sitting.includes(a) && sitting.includes(b));
  return found ? Number(found[0]) : null;
}

/**
 * A decision: both people must be the encounter's two competitors and it must not be decided yet (two deciders at
 * once: the second is told to refresh). Returns the new state; the old one is untouched.
 */
export function decideEncounter(state: BracketState, encounter: number, winner: number, loser: number): BracketState {
  const sitting = state.encounters[encounter] ?? [];
  if (state.decisions[encounter]) throw new BracketError(MSG.bracketDecided);
  if (sitting.length < 2) throw new BracketError(MSG.bracketIncomplete);
  if (winner === loser || !sitting.includes(winner) || !sitting.includes(loser)) throw new BracketError(MSG.bracketNotOpponents);
  const next = nextOf(state, encounter);
  const encounters = { ...state.encounters };
  if (next !== null) encounters[next] = [...(encounters[next] ?? []), winner];
  const placements = { ...state.placements };
  if (!state.is_exhibition) {
    const lost = loserPlacement(state, encounter);
    if (lost !== null) placements[loser] = lost;
    if (next === null) placements[winner] = 1;
  }
  return { ...state, encounters, decisions: { ...state.decisions, [encounter]: { winner, loser } }, placements };
}

/** The stored decisions replayed in the order they were made (each one was checked when it was made). */
export function replayDecisions(
  state: BracketState,
  decisions: readonly { encounter: number; winner_id: number; loser_id: number }[],
): BracketState {
  return decisions.reduce((s, d) => decideEncounter(s, d.encounter, d.winner_id, d.loser_id), state);
}

/**
 * The stored decisions replayed, or null when they no longer do (one names somebody no longer in that encounter: a
 * person or a decision removed behind the bracket's back). Such a bracket is reported, never thrown: one bad bracket
 * must not take the rest of the tournament down.
 */
export function replayStoredDecisions(
  state: BracketState,
  decisions: readonly { encounter: number; winner_id: number; loser_id: number }[],
): BracketState | null {
  try {
    return replayDecisions(state, decisions);
  } catch (error) {
    if (error instanceof BracketError) return null;
    throw error;
  }
}

/** Still competing: in the bracket, with no recorded loss and no place (spec 03 §4). */
export function stillCompeting(state: BracketState, userId: number): boolean {
  const lost = Object.values(state.decisions).some((d) => d.loser === userId);
  return !lost && state.placements[userId] === undefined && Object.values(state.encounters).some((e) => e.includes(userId));
}

/** The encounters ready to be decided (both competitors seated, no decision), the earliest round first. */
export function pendingEncounters(state: BracketState): number[] {
  return Object.entries(state.encounters)
    .filter(([k, sitting]) => sitting.length === 2 && !state.decisions[Number(k)])
    .map(([k]) => Number(k))
    .sort((a, b) => b - a);
}
