import {
  type BracketAnswer,
  type BracketCompetitorAnswer,
  boxOccupants,
  bracketGeometry,
  highestEncounter,
} from '@doyang/domain';

// A bracket's picture from the bracket the server answers: the geometry of its size and who stands in each box.

export type DrawnBox = ReturnType<typeof bracketGeometry>['boxes'][number] & {
  competitor: BracketCompetitorAnswer | null;
  /** The pending encounter this box feeds, when its competitor is to be decided there now. */
  pending: number | null;
  /** The competitor went on from this box (won the encounter above it). */
  won: boolean;
  /** The competitor's last box and they lost the encounter above it. */
  lost: boolean;
};

export function drawBracket(bracket: BracketAnswer) {
  const alone = bracket.competitors.length <= 1;
  const size = alone ? 1 : bracket.size;
  const geometry = bracketGeometry(size);
  // A bracket whose decisions no longer replay is drawn as drawn: its stored final names no champion (issue 22).
  const champion = bracket.broken
    ? null
    : (bracket.decisions.find((d) => d.encounter === bracket.final_encounter)?.winner_id ?? null);
  const reached = (c: BracketCompetitorAnswer) => (c.user_id === champion ? 0 : highestEncounter(bracket.users, c.user_id));
  const occupants = boxOccupants(
    size,
    bracket.competitors.map((c) => ({
      user_id: c.user_id,
      intra_graph_number: alone ? 1 : c.intra_graph_number,
      reached: alone ? null : reached(c),
    })),
  );
  const byUser = new Map(bracket.competitors.map((c) => [c.user_id, c]));
  const pendingOf = new Map<number, number>();
  for (const e of bracket.pending) for (const c of bracket.users[e] ?? []) pendingOf.set(c.user_id, e);
  // Each competitor's highest box (smallest node) is where they stand now; the boxes below it they went on from.
  const current = new Map<number, number>();
  for (const [node, userId] of occupants) current.set(userId, Math.min(node, current.get(userId) ?? node));
  const boxes: DrawnBox[] = geometry.boxes.map((box) => {
    const userId = occupants.get(box.node);
    const competitor = userId === undefined ? null : (byUser.get(userId) ?? null);
    if (!competitor) return { ...box, competitor, pending: null, won: false, lost: false };
    const here = current.get(competitor.user_id) === box.node;
    return {
      ...box,
      competitor,
      pending: here ? (pendingOf.get(competitor.user_id) ?? null) : null,
      won: !here,
      lost: here && competitor.losses > 0,
    };
  });
  return { geometry, boxes, alone, champion };
}
