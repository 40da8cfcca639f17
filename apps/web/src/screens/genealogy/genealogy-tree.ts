import { type GenealogyNodeAnswer, spanishFold } from '@doyang/domain';

/**
 * The genealogy tree flattened once into arrays indexed by pre-order position (0 is the root), so
 * expanding, searching and drawing 20,000 people never walks objects or recurses.
 */
export type FlatTree = {
  size: number;
  ids: number[];
  names: string[];
  /** Names folded as the server's search folds them (spanishFold keeps the length, so highlights line up). */
  folded: string[];
  degrees: (string | null)[];
  parent: Int32Array;
  depth: Uint16Array;
  children: number[][];
  /** Everyone below a node (students, their students, …). */
  descendants: Int32Array;
  maxDepth: number;
};

export function flattenTree(root: GenealogyNodeAnswer): FlatTree {
  const ids: number[] = [];
  const names: string[] = [];
  const degrees: (string | null)[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const children: number[][] = [];
  const stack: { node: GenealogyNodeAnswer; parent: number; depth: number }[] = [{ node: root, parent: -1, depth: 0 }];
  while (stack.length) {
    const { node, parent, depth } = stack.pop() as (typeof stack)[number];
    const at = ids.length;
    ids.push(node.id);
    names.push(node.full_name ?? '');
    degrees.push(node.degree);
    parents.push(parent);
    depths.push(depth);
    children.push([]);
    if (parent >= 0) children[parent].push(at);
    const kids = node.children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], parent: at, depth: depth + 1 });
  }
  const size = ids.length;
  const descendants = new Int32Array(size);
  for (let i = size - 1; i > 0; i--) descendants[parents[i]] += descendants[i] + 1;
  return {
    size,
    ids,
    names,
    folded: names.map(spanishFold),
    degrees,
    parent: Int32Array.from(parents),
    depth: Uint16Array.from(depths),
    children,
    descendants,
    maxDepth: depths.reduce((m, d) => Math.max(m, d), 0),
  };
}

/** The root and its students open: the first two levels (spec brief). */
export function initialExpanded(tree: FlatTree): Set<number> {
  return new Set(tree.size ? [0, ...tree.children[0]].filter((i) => tree.children[i].length) : []);
}

export function allExpandable(tree: FlatTree): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tree.size; i++) if (tree.children[i].length) out.add(i);
  return out;
}

export type SearchResult = { tokens: string[]; matches: number[]; isMatch: Uint8Array; keep: Uint8Array; ancestors: Set<number> };

/** Every word of the query must appear in the name, accents and case aside. Fewer than 2 letters: no search. */
export function searchTree(tree: FlatTree, query: string): SearchResult | null {
  const tokens = spanishFold(query).split(/\s+/).filter(Boolean);
  if (tokens.join('').length < 2) return null;
  const isMatch = new Uint8Array(tree.size);
  const keep = new Uint8Array(tree.size);
  const ancestors = new Set<number>();
  const matches: number[] = [];
  for (let i = 0; i < tree.size; i++) {
    const name = tree.folded[i];
    if (!tokens.every((t) => name.includes(t))) continue;
    isMatch[i] = 1;
    matches.push(i);
    keep[i] = 1;
    for (let p = tree.parent[i]; p >= 0 && !ancestors.has(p); p = tree.parent[p]) {
      ancestors.add(p);
      keep[p] = 1;
    }
  }
  return { tokens, matches, isMatch, keep, ancestors };
}

/**
 * The rows on screen, in order: open nodes show their students. While searching, a branch shows only
 * the paths to matches, while a match shows all its students when opened.
 */
export function visibleRows(tree: FlatTree, expanded: Set<number>, search: SearchResult | null): number[] {
  if (!tree.size || (search && !search.matches.length)) return [];
  const rows: number[] = [];
  const stack: { node: number; free: boolean }[] = [{ node: 0, free: !search || search.isMatch[0] === 1 }];
  while (stack.length) {
    const { node, free } = stack.pop() as (typeof stack)[number];
    rows.push(node);
    if (!expanded.has(node)) continue;
    const kids = tree.children[node];
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i];
      if (!free && search && !search.keep[kid]) continue;
      stack.push({ node: kid, free: free || (search?.isMatch[kid] ?? 0) === 1 });
    }
  }
  return rows;
}

/** The students of a node that show under it (all of them, or the matching branches while searching). */
export function shownChildren(tree: FlatTree, node: number, search: SearchResult | null, free: boolean): number {
  if (!search || free) return tree.children[node].length;
  return tree.children[node].filter((k) => search.keep[k]).length;
}

/** [start, end) ranges of the name to highlight for the search words, merged. */
export function highlightRanges(folded: string, tokens: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const t of tokens) {
    for (let at = folded.indexOf(t); at >= 0; at = folded.indexOf(t, at + t.length)) ranges.push([at, at + t.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
