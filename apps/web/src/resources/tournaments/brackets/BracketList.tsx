import type { BracketAnswer, BracketCompetitorAnswer } from '@doyang/domain';
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { useLocalPage } from '../../shared/use-local-page.ts';
import { BracketCard } from './BracketCard.tsx';
import type { TournamentArea } from './brackets-api.ts';
import { BRACKETS_PER_PAGE } from './ResultTables.tsx';
import type { BracketActions } from './use-brackets.ts';
import type { Ask } from './use-confirm.tsx';

type Props = {
  brackets: readonly BracketAnswer[];
  /** Brackets of the competition before filters: tells 'none drawn yet' from 'none match'. */
  total: number;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
  onChoose: (bracket: BracketAnswer, competitor: BracketCompetitorAnswer, encounter: number | null) => void;
  actions: BracketActions;
  editor: boolean;
  areas: readonly TournamentArea[];
  ask: (a: Ask) => void;
  onAdd: (bracket: BracketAnswer) => void;
};

/** 50 brackets a page, each expandable; 'Expandir todas' / 'Contraer todas' reset the per-bracket choices. */
export function BracketList({ brackets, total, ...p }: Props) {
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
  const { page: at, setPage, shown: pageBrackets } = useLocalPage(brackets, BRACKETS_PER_PAGE);
  if (!brackets.length)
    return (
      <Typography color="text.secondary" sx={{ p: 1 }}>
        {total ? 'Ninguna gráfica coincide con los filtros.' : 'Aún no hay gráficas en esta competencia.'}
      </Typography>
    );
  const pager = <SmallPagination count={brackets.length} page={at} perPage={BRACKETS_PER_PAGE} onPage={setPage} />;
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
      {pageBrackets.map((g) => (
        <BracketCard
          key={g.id}
          bracket={g}
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
      {brackets.length > BRACKETS_PER_PAGE && pager}
    </Box>
  );
}
