import { Box } from '@mui/material';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GenealogyRow } from './GenealogyRow.tsx';
import { focusScrollTop, freeRows, ROW_HEIGHT, revealScrollTop, rowWindow, treeKey } from './genealogy-layout.ts';
import { type FlatTree, type SearchResult, shownChildren } from './genealogy-tree.ts';

type Props = {
  tree: FlatTree;
  rows: number[];
  expanded: Set<number>;
  search: SearchResult | null;
  /** The row (tree position) to bring into view and mark, e.g. the current search match. */
  focus: number | null;
  onToggle: (node: number) => void;
};

/**
 * A virtualized tree: only the rows in view are mounted, so opening everything for 20,000 people stays
 * smooth. Keyboard: ↑/↓ move, → opens or goes to the first student, ← closes or goes to the teacher,
 * Home/End, Enter or Space toggles.
 */
export const GenealogyTree = ({ tree, rows, expanded, search, focus, onToggle }: Props) => {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const [active, setActive] = useState<number>(0);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight));
    observer.observe(el);
    setHeight(el.clientHeight);
    return () => observer.disconnect();
  }, []);

  const reveal = (index: number) => {
    const el = viewport.current;
    if (!el || index < 0) return;
    const top = revealScrollTop(index, el.scrollTop, el.clientHeight);
    if (top !== null) el.scrollTop = top;
  };

  // A new focus (search match) is brought into view once its row exists (its teachers may open a render later).
  const pending = useRef<number | null>(null);
  useEffect(() => {
    pending.current = focus;
    if (focus !== null) setActive(focus);
  }, [focus]);
  useEffect(() => {
    const target = pending.current;
    const el = viewport.current;
    if (target === null || !el) return;
    const index = rows.indexOf(target);
    if (index < 0) return;
    el.scrollTop = focusScrollTop(index, el.clientHeight);
    setScrollTop(el.scrollTop);
    pending.current = null;
  });

  const onKeyDown = (e: KeyboardEvent) => {
    const action = treeKey(e.key, tree, rows, active, expanded.has(active), Math.floor(height / ROW_HEIGHT));
    if (action === null) return;
    if (action === 'toggle') onToggle(active);
    else if (action !== 'none') {
      setActive(rows[action.move]);
      reveal(action.move);
    }
    e.preventDefault();
  };

  const { first, last } = rowWindow(scrollTop, height, rows.length);
  const tokens = search?.tokens ?? null;
  const isFree = freeRows(tree, search);

  return (
    <Box
      ref={viewport}
      role="tree"
      aria-label="Linaje"
      tabIndex={0}
      aria-activedescendant={rows.includes(active) ? `genealogy-node-${tree.ids[active]}` : undefined}
      onKeyDown={onKeyDown}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="genealogy-tree"
      sx={{
        position: 'relative',
        overflow: 'auto',
        height: { xs: 'calc(100vh - 260px)', sm: 'calc(100vh - 230px)' },
        minHeight: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box sx={{ height: rows.length * ROW_HEIGHT, position: 'relative', minWidth: 'max-content' }}>
        {rows.slice(first, last).map((node, i) => (
          <GenealogyRow
            key={node}
            tree={tree}
            node={node}
            top={(first + i) * ROW_HEIGHT}
            open={expanded.has(node)}
            active={node === active}
            match={search?.isMatch[node] === 1}
            tokens={tokens}
            shown={shownChildren(tree, node, search, isFree(node))}
            onToggle={onToggle}
            onActivate={setActive}
          />
        ))}
      </Box>
    </Box>
  );
};
