import { type DrawnBracket, nextEncounter, openingEncounters } from './bracket-draw.ts';
import { MSG } from './messages.ts';

// Deciding encounters (issue 13, spec 03 §4): the winner of encounter k moves to ⌊k/2⌋, the loser's loss is recorded,
// and places follow — the final's winner first and loser second, semifinal losers third (taekwondo's two bronzes).
// Exhibition brackets award no places; a bracket of one is first place without competing.

export class BracketError extends Error {}

export type BracketPlacement = 1 | 2 | 3 | 'first_without_competing';

export type BracketState = {
  size: number;
  is_exhibition: boolean;
  /** Who sits in each encounter (heap position 1–7): the one or two competitors that meet there. */
  encounters: Record<number, number[]>;
  /** Decided encounters: who won and who lost. */
  decisions: Record<number, { winner: number; loser: number }>;
  placements: Record<number, BracketPlacement>;
};

/** The bracket as drawn: everyone in their opening encounter; a lone competitor is placed at once. */
export function openBracket(drawn: DrawnBracket, isExhibition = false): BracketState {
  const encounters: Record<number, number[]> = {};
  const placements: Record<number, BracketPlacement> = {};
  for (const { user_id, encounter } of openingEncounters(drawn)) {
    if (encounter === null) {
      if (!isExhibition) placements[user_id] = 'first_without_competing';
      continue;
    }
    encounters[encounter] = [...(encounters[encounter] ?? []), user_id];
  }
  return { size: drawn.size, is_exhibition: isExhibition, encounters, decisions: {}, placements };
}

/** The place a loser of encounter k takes: second in the final, third in a semifinal, none earlier. */
export const loserPlacement = (encounter: number): BracketPlacement | null => (encounter === 1 ? 2 : encounter <= 3 ? 3 : null);

/**
 * A decision: both people must be the encounter's two competitors and it must not be decided yet (two deciders at
 * once: the second is told to refresh). Returns the new state; the old one is untouched.
 */
export function decideEncounter(state: BracketState, encounter: number, winner: number, loser: number): BracketState {
  const sitting = state.encounters[encounter] ?? [];
  if (state.decisions[encounter]) throw new BracketError(MSG.bracketDecided);
  if (sitting.length < 2) throw new BracketError(MSG.bracketIncomplete);
  if (winner === loser || !sitting.includes(winner) || !sitting.includes(loser)) throw new BracketError(MSG.bracketNotOpponents);
  const next = nextEncounter(encounter);
  const encounters = { ...state.encounters };
  if (next !== null) encounters[next] = [...(encounters[next] ?? []), winner];
  const placements = { ...state.placements };
  if (!state.is_exhibition) {
    const lost = loserPlacement(encounter);
    if (lost !== null) placements[loser] = lost;
    if (next === null) placements[winner] = 1;
  }
  return { ...state, encounters, decisions: { ...state.decisions, [encounter]: { winner, loser } }, placements };
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
