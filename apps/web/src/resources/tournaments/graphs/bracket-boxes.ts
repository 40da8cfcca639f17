import { boxOccupants, bracketGeometry, highestEncounter } from '@doyang/domain';
import type { Graph, GraphCompetitor } from './graphs-api.ts';

// A bracket's picture from the graph the server answers: the geometry of its size and who stands in each box.

export type DrawnBox = ReturnType<typeof bracketGeometry>['boxes'][number] & {
  competitor: GraphCompetitor | null;
  /** The pending encounter this box feeds, when its competitor is to be decided there now. */
  pending: number | null;
  /** The competitor went on from this box (won the encounter above it). */
  won: boolean;
  /** The competitor's last box and they lost the encounter above it. */
  lost: boolean;
};

export function drawBracket(graph: Graph) {
  const alone = graph.competitors.length <= 1;
  const size = alone ? 1 : graph.size;
  const geometry = bracketGeometry(size);
  // A bracket whose decisions no longer replay is drawn as drawn: its stored final names no champion (issue 22).
  const champion = graph.broken ? null : (graph.decisions.find((d) => d.encounter === graph.final_encounter)?.winner_id ?? null);
  const reached = (c: GraphCompetitor) => (c.user_id === champion ? 0 : highestEncounter(graph.users, c.user_id));
  const occupants = boxOccupants(
    size,
    graph.competitors.map((c) => ({
      user_id: c.user_id,
      intra_graph_number: alone ? 1 : c.intra_graph_number,
      reached: alone ? null : reached(c),
    })),
  );
  const byUser = new Map(graph.competitors.map((c) => [c.user_id, c]));
  const pendingOf = new Map<number, number>();
  for (const e of graph.pending) for (const c of graph.users[e] ?? []) pendingOf.set(c.user_id, e);
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
