import { type BracketAnswer, type BracketCompetitorAnswer, categoryAndCompetition, MSG } from '@doyang/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Checkbox, Chip, FormControlLabel, IconButton, Paper, Typography } from '@mui/material';
import { memo } from 'react';
import { BracketEditorBar } from './BracketEditorBar.tsx';
import { BracketSvg, placeLabel } from './BracketSvg.tsx';
import type { TournamentArea } from './brackets-api.ts';
import type { BracketActions } from './use-brackets.ts';
import type { Ask } from './use-confirm.tsx';

type Props = {
  bracket: BracketAnswer;
  expanded: boolean;
  onToggle: (id: number) => void;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  onChoose: (bracket: BracketAnswer, competitor: BracketCompetitorAnswer, encounter: number | null) => void;
  actions: BracketActions;
  /** Editor mode (general direction): the bracket's tools above the drawing. */
  editor: boolean;
  areas: readonly TournamentArea[];
  ask: (a: Ask) => void;
  onAdd: (bracket: BracketAnswer) => void;
};

/** What a bracket is, for its card and its printed title: category, competition, number, area and marks. */
export const BracketTitle = ({ bracket }: { bracket: BracketAnswer }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {[...categoryAndCompetition(bracket.tournament_category_name, bracket.competition_name), `Gráfica ${bracket.label}`].join(
        ' — ',
      )}
    </Typography>
    {bracket.table_name !== null && <Chip size="small" label={`Área ${bracket.table_name}`} />}
    {bracket.is_exhibition && <Chip size="small" color="secondary" label="EXHIBICIÓN" />}
    {bracket.section === 'alone' && <Chip size="small" color="warning" label="1° LUGAR S/COMPETIR" />}
  </Box>
);

/**
 * One bracket: its title, the drawing and its places with the prized box for deciders. Off-screen cards skip layout
 * (content-visibility) so 500 brackets stay smooth.
 */
export const BracketCard = memo(function BracketCard(p: Props) {
  const { bracket } = p;
  const placed = bracket.competitors.filter((c) => c.placement !== null).sort((a, b) => (a.placement ?? 9) - (b.placement ?? 9));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Gráfica ${bracket.label}`}
      data-testid="bracket-card"
      sx={{ p: 1.5, mb: 1.5, contentVisibility: 'auto', containIntrinsicSize: p.expanded ? 'auto 420px' : 'auto 60px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Checkbox
          size="small"
          checked={p.selected}
          onChange={(e) => p.onSelect(bracket.id, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Imprimir gráfica ${bracket.label}` } }}
          sx={{ p: 0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
          <BracketTitle bracket={bracket} />
          <Typography variant="caption" color="text.secondary">
            {`${bracket.competitors.length} ${bracket.competitors.length === 1 ? 'competidor' : 'competidores'}`}
            {bracket.can_decide && bracket.pending.length ? ' · elige al ganador de cada encuentro pendiente' : ''}
          </Typography>
          {bracket.broken && (
            <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>
              {MSG.bracketBroken}
            </Alert>
          )}
        </Box>
        <IconButton
          size="small"
          onClick={() => p.onToggle(bracket.id)}
          aria-label={p.expanded ? `Contraer gráfica ${bracket.label}` : `Expandir gráfica ${bracket.label}`}
          aria-expanded={p.expanded}
        >
          {p.expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      {p.expanded && (
        <Box sx={{ mt: 1 }}>
          {p.editor && (
            <BracketEditorBar bracket={bracket} areas={p.areas} actions={p.actions} ask={p.ask} onAdd={() => p.onAdd(bracket)} />
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Box sx={{ minWidth: Math.min(560, 260 * bracket.stages) }}>
              <BracketSvg bracket={bracket} editing={p.editor} onChoose={(c, e) => p.onChoose(bracket, c, e)} />
            </Box>
          </Box>
          {placed.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
              {placed.map((c) => (
                <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2">{`${placeLabel(c)} ${c.full_name}`}</Typography>
                  {bracket.can_decide ? (
                    <FormControlLabel
                      sx={{ ml: 0.5 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={c.prized}
                          // Asked first, and undone the same way: a prize handed by mistake is taken back.
                          onChange={() =>
                            p.ask(
                              c.prized
                                ? {
                                    title: 'Quitar premio',
                                    content: `${c.full_name} ya no aparecerá como premiado.`,
                                    action: () => p.actions.prized(bracket, c.id, false),
                                  }
                                : {
                                    title: 'Marcar como premiado',
                                    content: `${c.full_name} (${placeLabel(c)}) recibió su premio.`,
                                    action: () => p.actions.prized(bracket, c.id, true),
                                  },
                            )
                          }
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
