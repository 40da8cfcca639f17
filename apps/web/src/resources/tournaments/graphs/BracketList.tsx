import { Box, Button, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { useLocalPage } from '../../shared/use-local-page.ts';
import { BracketCard } from './BracketCard.tsx';
import type { Graph, GraphCompetitor, TournamentArea } from './graphs-api.ts';
import { GRAPHS_PER_PAGE } from './ResultTables.tsx';
import type { Ask } from './use-confirm.tsx';
import type { GraphActions } from './use-graphs.ts';

type Props = {
  graphs: readonly Graph[];
  /** Brackets of the competition before filters: tells 'none drawn yet' from 'none match'. */
  total: number;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
  onChoose: (graph: Graph, competitor: GraphCompetitor, encounter: number | null) => void;
  actions: GraphActions;
  editor: boolean;
  areas: readonly TournamentArea[];
  ask: (a: Ask) => void;
  onAdd: (graph: Graph) => void;
};

/** 50 brackets a page, each expandable; 'Expandir todas' / 'Contraer todas' reset the per-bracket choices. */
export function BracketList({ graphs, total, ...p }: Props) {
  const [allOpen, setAllOpen] = useState(true);
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(new Set());
  const onToggle = useCallback(
    (id: number) =>
      setFlipped((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const { page: at, setPage, shown: pageGraphs } = useLocalPage(graphs, GRAPHS_PER_PAGE);
  if (!graphs.length)
    return (
      <Typography color="text.secondary" sx={{ p: 1 }}>
        {total ? 'Ninguna gráfica coincide con los filtros.' : 'Aún no hay gráficas en esta competencia.'}
      </Typography>
    );
  const pager = <SmallPagination count={graphs.length} page={at} perPage={GRAPHS_PER_PAGE} onPage={setPage} />;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            onClick={() => {
              setAllOpen(true);
              setFlipped(new Set());
            }}
          >
            Expandir todas
          </Button>
          <Button
            size="small"
            onClick={() => {
              setAllOpen(false);
              setFlipped(new Set());
            }}
          >
            Contraer todas
          </Button>
        </Box>
        {pager}
      </Box>
      {pageGraphs.map((g) => (
        <BracketCard
          key={g.id}
          graph={g}
          expanded={allOpen !== flipped.has(g.id)}
          onToggle={onToggle}
          selected={p.selected.has(g.id)}
          onSelect={p.onSelect}
          onChoose={p.onChoose}
          actions={p.actions}
          editor={p.editor}
          areas={p.areas}
          ask={p.ask}
          onAdd={p.onAdd}
        />
      ))}
      {graphs.length > GRAPHS_PER_PAGE && pager}
    </Box>
  );
}
