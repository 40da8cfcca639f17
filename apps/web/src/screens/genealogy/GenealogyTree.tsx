import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import { type KeyboardEvent, memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type FlatTree, highlightRanges, type SearchResult, shownChildren } from './genealogy-tree.ts';

export const ROW_HEIGHT = 36;
const INDENT = 20;
const OVERSCAN = 12;
const count = (value: number) => value.toLocaleString('es-MX');

type Props = {
  tree: FlatTree;
  rows: number[];
  expanded: Set<number>;
  search: SearchResult | null;
  /** The row (tree position) to bring into view and mark, e.g. the current search match. */
  focus: number | null;
  onToggle: (node: number) => void;
};

const Name = ({ tree, node, tokens }: { tree: FlatTree; node: number; tokens: string[] | null }) => {
  const name = tree.names[node];
  if (!tokens) return <>{name}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(tree.folded[node], tokens)) {
    if (start > at) parts.push(name.slice(at, start));
    parts.push(<mark key={start}>{name.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(name.slice(at));
  return <>{parts}</>;
};

type RowProps = {
  tree: FlatTree;
  node: number;
  top: number;
  open: boolean;
  active: boolean;
  match: boolean;
  tokens: string[] | null;
  shown: number;
  onToggle: (node: number) => void;
  onActivate: (node: number) => void;
};

const Row = memo(({ tree, node, top, open, active, match, tokens, shown, onToggle, onActivate }: RowProps) => {
  const depth = tree.depth[node];
  const direct = tree.children[node].length;
  const total = tree.descendants[node];
  return (
    <Box
      role="treeitem"
      id={`genealogy-node-${tree.ids[node]}`}
      aria-level={depth + 1}
      aria-expanded={direct ? open : undefined}
      aria-selected={active}
      data-testid={`genealogy-node-${tree.ids[node]}`}
      onClick={() => {
        onActivate(node);
        if (direct) onToggle(node);
      }}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pr: 1,
        cursor: direct ? 'pointer' : 'default',
        whiteSpace: 'nowrap',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
        '& mark': { bgcolor: '#ffe082', color: 'inherit', borderRadius: '2px', px: '1px' },
      }}
    >
      {/* Guide lines, one per level above this one. */}
      <Box
        aria-hidden
        sx={{
          width: 8 + depth * INDENT,
          flexShrink: 0,
          alignSelf: 'stretch',
          backgroundImage: `repeating-linear-gradient(to right, transparent 0 17px, rgba(0,0,0,0.12) 17px 18px, transparent 18px ${INDENT}px)`,
          backgroundPosition: '8px 0',
          backgroundRepeat: 'repeat-y',
          backgroundSize: `${depth * INDENT}px 100%`,
        }}
      />
      {direct ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={open ? 'Contraer' : 'Expandir'}
          onClick={(e) => {
            e.stopPropagation();
            onActivate(node);
            onToggle(node);
          }}
          sx={{ p: 0.25 }}
        >
          <ChevronRightIcon fontSize="small" sx={{ transition: 'transform 120ms', transform: open ? 'rotate(90deg)' : 'none' }} />
        </IconButton>
      ) : (
        <Box sx={{ width: 24, flexShrink: 0 }} />
      )}
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: match || depth === 0 ? 700 : 500, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
      >
        <Name tree={tree} node={node} tokens={tokens} />
      </Typography>
      {tree.degrees[node] && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          · {tree.degrees[node]}
        </Typography>
      )}
      {direct > 0 && (
        <Typography
          component="span"
          variant="caption"
          sx={{ ml: 0.5, px: 0.75, borderRadius: 8, bgcolor: 'action.hover', color: 'text.secondary', flexShrink: 0 }}
          title={`${count(direct)} alumnos directos · ${count(total)} en su linaje`}
          data-testid="genealogy-count"
        >
          {shown < direct ? `${count(shown)} de ${count(direct)}` : count(direct)}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {direct === 1 ? ' alumno' : ' alumnos'}
            {total > direct ? ` · ${count(total)} en su linaje` : ''}
          </Box>
        </Typography>
      )}
    </Box>
  );
});

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
    const top = index * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
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
    el.scrollTop = Math.max(0, index * ROW_HEIGHT - el.clientHeight / 3);
    setScrollTop(el.scrollTop);
    pending.current = null;
  });

  const onKeyDown = (e: KeyboardEvent) => {
    const index = Math.max(0, rows.indexOf(active));
    const go = (i: number) => {
      const next = Math.min(rows.length - 1, Math.max(0, i));
      setActive(rows[next]);
      reveal(next);
    };
    const hasKids = tree.children[active]?.length > 0;
    const open = expanded.has(active);
    switch (e.key) {
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'PageDown':
        go(index + Math.floor(height / ROW_HEIGHT));
        break;
      case 'PageUp':
        go(index - Math.floor(height / ROW_HEIGHT));
        break;
      case 'ArrowRight':
        if (hasKids && !open) onToggle(active);
        else if (hasKids) go(index + 1);
        break;
      case 'ArrowLeft':
        if (hasKids && open) onToggle(active);
        else if (tree.parent[active] >= 0) go(rows.indexOf(tree.parent[active]));
        break;
      case 'Enter':
      case ' ':
        if (hasKids) onToggle(active);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const tokens = search?.tokens ?? null;
  const free = new Map<number, boolean>();
  // A row's "free" flag (inside a match, so all its students show) follows from its ancestors.
  const isFree = (node: number): boolean => {
    if (!search) return true;
    const known = free.get(node);
    if (known !== undefined) return known;
    const value = search.isMatch[node] === 1 || (tree.parent[node] >= 0 && isFree(tree.parent[node]));
    free.set(node, value);
    return value;
  };

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
          <Row
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
