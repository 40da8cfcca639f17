// Where a bracket's boxes and lines go (issue 13, spec 03 §2 'Tournament graphs screen'), in abstract units so the
// screen's SVG and the printed sheet draw the same picture. Boxes are heap nodes (bracket-draw.ts): the first-round
// slots are nodes size..2·size−1 (slot s is node size+s−1), node k < size holds who won encounter k, node 1 in the
// last column is the champion. Column 0 is the first round, the last column the champion's.

export const BRACKET_BOX = { width: 200, height: 30, rowGap: 10, columnGap: 44 } as const;

export type BracketBox = {
  /** Heap node: a slot (≥ size) or the winner of encounter `node` (< size; 1 the champion). */
  node: number;
  column: number;
  /** First-round slot (intra_graph_number) for column 0, else null. */
  slot: number | null;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type BracketLine = { x1: number; y1: number; x2: number; y2: number };

/** Where the two competitors of an encounter meet: the joint of their lines, left of the winner's box. */
export type BracketJoint = { encounter: number; x: number; y: number };

export type BracketGeometry = {
  size: number;
  columns: number;
  width: number;
  height: number;
  boxes: BracketBox[];
  lines: BracketLine[];
  joints: BracketJoint[];
};

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;

/**
 * The layout of a bracket of `size` first-round slots (1, 2, 4 or 8): log2(size) + 1 columns, the slots evenly spaced
 * and every later box centred between the two it comes from, with elbow lines from each pair to the box they feed.
 */
export function bracketGeometry(size: number): BracketGeometry {
  if (!isPowerOfTwo(size)) throw new RangeError(`bracket size ${size} is not a power of two`);
  const { width, height, rowGap, columnGap } = BRACKET_BOX;
  const columns = Math.log2(size) + 1;
  const centre = new Map<number, number>();
  const boxes: BracketBox[] = [];
  const lines: BracketLine[] = [];
  const joints: BracketJoint[] = [];
  for (let column = 0; column < columns; column++) {
    const first = size >> column;
    const x = column * (width + columnGap);
    for (let node = first; node < 2 * first; node++) {
      const cy =
        column === 0
          ? (node - size) * (height + rowGap) + height / 2
          : ((centre.get(2 * node) as number) + (centre.get(2 * node + 1) as number)) / 2;
      centre.set(node, cy);
      boxes.push({ node, column, slot: column === 0 ? node - size + 1 : null, x, y: cy - height / 2, width, height });
      if (column === 0) continue;
      // The encounter `node` joins its two feeders: out of each to the joint column, the vertical between, into the box.
      const jointX = x - columnGap / 2;
      const top = centre.get(2 * node) as number;
      const bottom = centre.get(2 * node + 1) as number;
      lines.push(
        { x1: x - columnGap, y1: top, x2: jointX, y2: top },
        { x1: x - columnGap, y1: bottom, x2: jointX, y2: bottom },
        { x1: jointX, y1: top, x2: jointX, y2: bottom },
        { x1: jointX, y1: cy, x2: x, y2: cy },
      );
      joints.push({ encounter: node, x: jointX, y: cy });
    }
  }
  return {
    size,
    columns,
    width: columns * width + (columns - 1) * columnGap,
    height: size * height + (size - 1) * rowGap,
    boxes,
    lines,
    joints,
  };
}

/** Whether heap node `ancestor` is strictly above `node` (0 stands above everything: past the final). */
export function isAbove(ancestor: number, node: number): boolean {
  if (ancestor === 0) return true;
  for (let at = Math.floor(node / 2); at >= 1; at = Math.floor(at / 2)) if (at === ancestor) return true;
  return false;
}

/**
 * Who fills each box of a bracket from where everyone stands: a slot's competitor in column 0; in a later box the
 * competitor from that subtree who got past it — who sits (or sat) in an encounter above it, or won the final
 * (`reached` 0). `reached` is the highest encounter a competitor sits in, 0 for the champion, null when seated nowhere.
 */
export function boxOccupants(
  size: number,
  competitors: readonly { user_id: number; intra_graph_number: number; reached: number | null }[],
): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of competitors) {
    const leaf = size + c.intra_graph_number - 1;
    out.set(leaf, c.user_id);
    if (c.reached === null) continue;
    for (let node = Math.floor(leaf / 2); node >= 1; node = Math.floor(node / 2))
      if (isAbove(c.reached, node)) out.set(node, c.user_id);
  }
  return out;
}

/** The highest encounter (nearest the final) in which a competitor sits: the smallest key of `users` holding them. */
export function highestEncounter(users: Record<string, readonly { user_id: number }[]>, userId: number): number | null {
  let best: number | null = null;
  for (const [key, sitting] of Object.entries(users))
    if (sitting.some((c) => c.user_id === userId) && (best === null || Number(key) < best)) best = Number(key);
  return best;
}
