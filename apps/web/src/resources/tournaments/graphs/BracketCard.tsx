import { categoryAndCompetition, MSG } from '@doyang/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Checkbox, Chip, FormControlLabel, IconButton, Paper, Typography } from '@mui/material';
import { memo } from 'react';
import { BracketEditorBar } from './BracketEditorBar.tsx';
import { BracketSvg, placeLabel } from './BracketSvg.tsx';
import type { Graph, GraphCompetitor, TournamentArea } from './graphs-api.ts';
import type { Ask } from './use-confirm.tsx';
import type { GraphActions } from './use-graphs.ts';

type Props = {
  graph: Graph;
  expanded: boolean;
  onToggle: (id: number) => void;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  onChoose: (graph: Graph, competitor: GraphCompetitor, encounter: number | null) => void;
  actions: GraphActions;
  /** Editor mode (general direction): the bracket's tools above the drawing. */
  editor: boolean;
  areas: readonly TournamentArea[];
  ask: (a: Ask) => void;
  onAdd: (graph: Graph) => void;
};

/** What a bracket is, for its card and its printed title: category, competition, number, area and marks. */
export const BracketTitle = ({ graph }: { graph: Graph }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {[...categoryAndCompetition(graph.tournament_category_name, graph.competition_name), `Gráfica ${graph.label}`].join(' — ')}
    </Typography>
    {graph.table_name !== null && <Chip size="small" label={`Área ${graph.table_name}`} />}
    {graph.is_exhibition && <Chip size="small" color="secondary" label="EXHIBICIÓN" />}
    {graph.section === 'alone' && <Chip size="small" color="warning" label="1° LUGAR S/COMPETIR" />}
  </Box>
);

/**
 * One bracket: its title, the drawing and its places with the prized box for deciders. Off-screen cards skip layout
 * (content-visibility) so 500 brackets stay smooth.
 */
export const BracketCard = memo(function BracketCard(p: Props) {
  const { graph } = p;
  const placed = graph.competitors.filter((c) => c.placement !== null).sort((a, b) => (a.placement ?? 9) - (b.placement ?? 9));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Gráfica ${graph.label}`}
      data-testid="bracket-card"
      sx={{ p: 1.5, mb: 1.5, contentVisibility: 'auto', containIntrinsicSize: p.expanded ? 'auto 420px' : 'auto 60px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Checkbox
          size="small"
          checked={p.selected}
          onChange={(e) => p.onSelect(graph.id, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Imprimir gráfica ${graph.label}` } }}
          sx={{ p: 0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
          <BracketTitle graph={graph} />
          <Typography variant="caption" color="text.secondary">
            {`${graph.competitors.length} ${graph.competitors.length === 1 ? 'competidor' : 'competidores'}`}
            {graph.can_decide && graph.pending.length ? ' · elige al ganador de cada encuentro pendiente' : ''}
          </Typography>
          {graph.broken && (
            <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>
              {MSG.bracketBroken}
            </Alert>
          )}
        </Box>
        <IconButton
          size="small"
          onClick={() => p.onToggle(graph.id)}
          aria-label={p.expanded ? `Contraer gráfica ${graph.label}` : `Expandir gráfica ${graph.label}`}
          aria-expanded={p.expanded}
        >
          {p.expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      {p.expanded && (
        <Box sx={{ mt: 1 }}>
          {p.editor && (
            <BracketEditorBar graph={graph} areas={p.areas} actions={p.actions} ask={p.ask} onAdd={() => p.onAdd(graph)} />
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Box sx={{ minWidth: Math.min(560, 260 * graph.stages) }}>
              <BracketSvg graph={graph} onChoose={(c, e) => p.onChoose(graph, c, e)} />
            </Box>
          </Box>
          {placed.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
              {placed.map((c) => (
                <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2">{`${placeLabel(c)} ${c.full_name}`}</Typography>
                  {graph.can_decide ? (
                    <FormControlLabel
                      sx={{ ml: 0.5 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={c.prized}
                          disabled={c.prized}
                          onChange={() => p.actions.prized(graph, c.id)}
                          slotProps={{ input: { 'aria-label': `Premiado: ${c.full_name}` } }}
                        />
                      }
                      label="Premiado"
                    />
                  ) : (
                    c.prized && (
                      <Typography variant="caption" color="text.secondary">
                        (premiado)
                      </Typography>
                    )
                  )}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
});
