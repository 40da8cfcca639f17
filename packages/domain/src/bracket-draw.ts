// Drawing a category's competitors into brackets (issue 13, spec 03 §3–§4; decisions.md "Issue 13 — drawing").
// A bracket holds up to 8 competitors; its encounters are numbered as a heap (1 the final, 2–3 the semifinals, 4–7
// the first round; the winner of encounter k goes to ⌊k/2⌋). Competitors sit in first-round slots 1..size, top to
// bottom (intra_graph_number). Everything here is deterministic: the same competitors draw the same brackets.

export const BRACKET_CAPACITY = 8;

export type DrawCompetitor = { user_id: number; doyang_id: number | null };
export type DrawnSlot = DrawCompetitor & { intra_graph_number: number; seed: number };
export type DrawnBracket = { graph_number: number; size: number; slots: DrawnSlot[] };

/** The smallest power of two at or above the count (1, 2, 4 or 8): the bracket's first-round slots. */
export function bracketSize(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/**
 * Spec 03 §4 'stages = the smallest power of two at or above the competitor count, plus one', read as the columns a
 * bracket draws: one per round of a bracket of that size, plus the champion's (8 → 4, 5 → 4, 2 → 2, 1 → 1).
 */
export function bracketColumns(count: number): number {
  return Math.log2(bracketSize(count)) + 1;
}

/** Seeds top to bottom in a bracket of `size` (8: 1, 8, 4, 5, 2, 7, 3, 6): seed s meets seed size + 1 − s first. */
export function seedOrder(size: number): number[] {
  let order = [1];
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((s) => [s, n + 1 - s]);
  return order;
}

/** The first-round encounter of a slot (1-based, top to bottom) in a bracket of `size` (8: slots 1–2 → 4 … 7–8 → 7). */
export const firstRoundEncounter = (size: number, slot: number): number => size / 2 + Math.floor((slot - 1) / 2);

/** Where the winner of an encounter goes next; the final (1) has none. */
export const nextEncounter = (encounter: number): number | null => (encounter > 1 ? Math.floor(encounter / 2) : null);

/** How many brackets a category needs, and their sizes as even as possible, the larger first (17 → 6, 6, 5). */
export function balancedSizes(count: number): number[] {
  if (count <= 0) return [];
  const brackets = Math.ceil(count / BRACKET_CAPACITY);
  const base = Math.floor(count / brackets);
  const larger = count % brackets;
  return Array.from({ length: brackets }, (_, i) => base + (i < larger ? 1 : 0));
}

/** A reproducible shuffle key (a 32-bit integer mix of the person and the salt): no Math.random, no clock. */
function mix(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const doyangKey = (c: DrawCompetitor) => c.doyang_id ?? -c.user_id;

/** The competitors by doyang, the largest doyang first (ties by doyang id), each in its shuffled order. */
function byDoyang(competitors: readonly DrawCompetitor[]): DrawCompetitor[][] {
  const groups = new Map<number, DrawCompetitor[]>();
  for (const c of competitors) groups.set(doyangKey(c), [...(groups.get(doyangKey(c)) ?? []), c]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]).map(([, members]) => members);
}

/** Round-robin over the doyangs (largest first), so people of one doyang are as far apart in the list as can be. */
function interleave(groups: DrawCompetitor[][]): DrawCompetitor[] {
  const out: DrawCompetitor[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (i < g.length) out.push(g[i]);
  return out;
}

/**
 * Seeds 1..n in the interleaved order (byes, the seeds above n, fall to the top seeds' opponents, so two byes never
 * meet), then swaps that part two people of one doyang in the first round whenever another first-round pair can take
 * one of them without meeting its own doyang.
 */
function seedBracket(members: readonly DrawCompetitor[]): DrawnSlot[] {
  const size = bracketSize(members.length);
  const seeded = interleave(byDoyang(members));
  const bySeed = new Map<number, DrawCompetitor>(seeded.map((c, i) => [i + 1, c]));
  const pairs = Array.from({ length: size / 2 }, (_, i) => [i + 1, size - i] as [number, number]);
  const same = (a: DrawCompetitor | undefined, b: DrawCompetitor | undefined) => !!a && !!b && doyangKey(a) === doyangKey(b);
  for (const pair of pairs) {
    if (!same(bySeed.get(pair[0]), bySeed.get(pair[1]))) continue;
    for (const other of pairs) {
      if (other === pair) continue;
      const moved = bySeed.get(pair[1]);
      const swap = [other[1], other[0]].find((s) => {
        const candidate = bySeed.get(s);
        const partner = bySeed.get(s === other[0] ? other[1] : other[0]);
        return candidate && !same(bySeed.get(pair[0]), candidate) && !same(moved, partner);
      });
      if (swap === undefined) continue;
      bySeed.set(pair[1], bySeed.get(swap) as DrawCompetitor);
      bySeed.set(swap, moved as DrawCompetitor);
      break;
    }
  }
  const order = seedOrder(size);
  return [...bySeed.entries()]
    .map(([seed, c]) => ({ user_id: c.user_id, doyang_id: c.doyang_id, seed, intra_graph_number: order.indexOf(seed) + 1 }))
    .sort((a, b) => a.intra_graph_number - b.intra_graph_number);
}

/**
 * A category's brackets: as many as 8-competitor brackets need, sizes as even as possible; the people of each doyang
 * dealt across the brackets in turn (the largest doyang first), then seeded apart in each bracket's first round.
 * `salt` (the category and competition) varies the shuffle between categories while keeping each one reproducible.
 */
export function drawCategory(competitors: readonly DrawCompetitor[], salt: number): DrawnBracket[] {
  const shuffled = [...competitors].sort((a, b) => mix(a.user_id, salt) - mix(b.user_id, salt) || a.user_id - b.user_id);
  const sizes = balancedSizes(shuffled.length);
  const brackets: DrawCompetitor[][] = sizes.map(() => []);
  let next = 0;
  for (const member of byDoyang(shuffled).flat()) {
    while (brackets[next].length >= sizes[next]) next = (next + 1) % sizes.length;
    brackets[next].push(member);
    next = (next + 1) % sizes.length;
  }
  return brackets.map((members, i) => ({ graph_number: i + 1, size: bracketSize(members.length), slots: seedBracket(members) }));
}

/** First-round encounters where two people of one doyang meet (what the draw avoids whenever the numbers allow). */
export function sameDoyangFirstRound(bracket: DrawnBracket): number {
  const bySlot = new Map(bracket.slots.map((s) => [s.intra_graph_number, s]));
  let count = 0;
  for (let slot = 1; slot <= bracket.size; slot += 2) {
    const a = bySlot.get(slot);
    const b = bySlot.get(slot + 1);
    if (a && b && doyangKey(a) === doyangKey(b)) count += 1;
  }
  return count;
}

/**
 * Where a competitor goes from heap node `node` (an encounter, or the leaf size + slot − 1 of a first-round slot): up to
 * the first encounter whose other side has somebody in it. An empty other side (a bye, or slots left empty by the
 * editor) is passed through; null when nobody is left to meet (the champion, or a lone competitor).
 */
export function advanceFrom(size: number, occupiedSlots: ReadonlySet<number>, node: number): number | null {
  const occupied = (n: number): boolean => {
    if (n >= size) return occupiedSlots.has(n - size + 1);
    return occupied(2 * n) || occupied(2 * n + 1);
  };
  for (let at = node; at > 1; at = Math.floor(at / 2)) if (occupied(at ^ 1)) return Math.floor(at / 2);
  return null;
}

/** The first-round slots of a bracket as stored: its size from the highest slot taken (at least 2). */
export const sizeOfSlots = (slots: readonly number[]): number => Math.max(2, bracketSize(Math.max(0, ...slots)));

/**
 * Where each competitor waits when the bracket opens: their first-round encounter, or a later one when the other side
 * is empty (a bye). A bracket of one places its competitor first without competing (no encounter).
 */
export function openingEncounters(
  bracket: Pick<DrawnBracket, 'size' | 'slots'>,
): { user_id: number; encounter: number | null }[] {
  const taken = new Set(bracket.slots.map((s) => s.intra_graph_number));
  const size = Math.max(bracket.size, sizeOfSlots([...taken]));
  return bracket.slots.map((s) => ({
    user_id: s.user_id,
    encounter: advanceFrom(size, taken, size + s.intra_graph_number - 1),
  }));
}
