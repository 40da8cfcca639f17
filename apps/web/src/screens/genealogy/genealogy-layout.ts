import type { FlatTree, SearchResult } from './genealogy-tree.ts';

// The virtualized tree's geometry and keyboard, kept apart from React so they can be tested without a browser.

export const ROW_HEIGHT = 36;
export const INDENT = 20;
/** Rows mounted above and below the viewport, so a quick scroll does not show blank space. */
const OVERSCAN = 12;

/** The slice [first, last) of the visible rows to mount for a scroll position and viewport height. */
export function rowWindow(scrollTop: number, height: number, rowCount: number): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rowCount, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  return { first, last };
}

/** The scroll position that brings a row into view with the least movement, or null when it is in view. */
export function revealScrollTop(index: number, scrollTop: number, clientHeight: number): number | null {
  const top = index * ROW_HEIGHT;
  if (top < scrollTop) return top;
  if (top + ROW_HEIGHT > scrollTop + clientHeight) return top + ROW_HEIGHT - clientHeight;
  return null;
}

/** A search match is shown a third of the way down, so its teachers above stay in sight. */
export const focusScrollTop = (index: number, clientHeight: number) => Math.max(0, index * ROW_HEIGHT - clientHeight / 3);

/**
 * Whether a row is "free" (inside a match, so all its students show); it follows from its ancestors,
 * so answers are remembered for the rows of one render.
 */
export function freeRows(tree: FlatTree, search: SearchResult | null): (node: number) => boolean {
  const free = new Map<number, boolean>();
  const isFree = (node: number): boolean => {
    if (!search) return true;
    const known = free.get(node);
    if (known !== undefined) return known;
    const value = search.isMatch[node] === 1 || (tree.parent[node] >= 0 && isFree(tree.parent[node]));
    free.set(node, value);
    return value;
  };
  return isFree;
}

/**
 * What a key does: move to a row (its index in `rows`), open or close the active node, 'none' for a
 * tree key with nothing to do here (still not the browser's), or null for keys the tree leaves alone.
 */
export type TreeKey = { move: number } | 'toggle' | 'none' | null;

export function treeKey(key: string, tree: FlatTree, rows: number[], active: number, open: boolean, pageRows: number): TreeKey {
  const index = Math.max(0, rows.indexOf(active));
  const go = (i: number): TreeKey => ({ move: Math.min(rows.length - 1, Math.max(0, i)) });
  const hasKids = tree.children[active]?.length > 0;
  switch (key) {
    case 'ArrowDown':
      return go(index + 1);
    case 'ArrowUp':
      return go(index - 1);
    case 'Home':
      return go(0);
    case 'End':
      return go(rows.length - 1);
    case 'PageDown':
      return go(index + pageRows);
    case 'PageUp':
      return go(index - pageRows);
    case 'ArrowRight':
      if (hasKids && !open) return 'toggle';
      return hasKids ? go(index + 1) : 'none';
    case 'ArrowLeft':
      if (hasKids && open) return 'toggle';
      return tree.parent[active] >= 0 ? go(rows.indexOf(tree.parent[active])) : 'none';
    case 'Enter':
    case ' ':
      return hasKids ? 'toggle' : 'none';
    default:
      return null;
  }
}
