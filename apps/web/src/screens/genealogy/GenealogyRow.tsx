import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { INDENT, ROW_HEIGHT } from './genealogy-layout.ts';
import { type FlatTree, highlightRanges } from './genealogy-tree.ts';

const count = (value: number) => value.toLocaleString('es-MX');

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

/** One person of the tree, placed at `top`; memo spares the rows a scroll or a toggle did not change. */
export const GenealogyRow = memo(({ tree, node, top, open, active, match, tokens, shown, onToggle, onActivate }: RowProps) => {
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
