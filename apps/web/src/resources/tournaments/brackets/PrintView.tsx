import { type BracketAnswer, categoryAndCompetition } from '@doyang/domain';
import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BracketSvg } from './BracketSvg.tsx';

/** Spec 03 §9: the print dialog opens one second after the print view. */
export const PRINT_DELAY_MS = 1000;

const PRINT_CSS = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.bracket-print, .bracket-print *': { visibility: 'visible' },
    '.bracket-print': { position: 'absolute', inset: 0, overflow: 'visible !important', height: 'auto !important' },
    '.bracket-print .no-print': { display: 'none' },
    '.bracket-print-sheet': { breakInside: 'avoid', pageBreakInside: 'avoid' },
  },
} as const;

type Props = { tournament: string; brackets: readonly BracketAnswer[]; onClose: () => void };

/** The chosen brackets on sheets: each titled with category, competition and number, marked exhibition or alone. */
export function PrintView({ tournament, brackets, onClose }: Props) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box
      className="bracket-print"
      role="dialog"
      aria-label="Impresión de gráficas"
      sx={{ position: 'fixed', inset: 0, zIndex: 1500, bgcolor: 'background.paper', overflow: 'auto', p: 2 }}
    >
      <GlobalStyles styles={PRINT_CSS} />
      <Box className="no-print" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Button variant="contained" onClick={() => window.print()}>
          Imprimir
        </Button>
        <Button onClick={onClose}>Cerrar</Button>
      </Box>
      {brackets.map((g) => (
        <Box key={g.id} className="bracket-print-sheet" sx={{ mb: 4 }}>
          <Typography variant="caption">{tournament}</Typography>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {[
              ...categoryAndCompetition(g.tournament_category_name, g.competition_name),
              `Gráfica ${g.graph_number} (${g.label})`,
            ].join(' — ')}
          </Typography>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {[
              g.table_name !== null ? `Área ${g.table_name}` : null,
              g.is_exhibition ? 'EXHIBICIÓN' : null,
              g.section === 'alone' ? '1° LUGAR S/COMPETIR' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <BracketSvg bracket={g} printing />
        </Box>
      ))}
    </Box>
  );
}
