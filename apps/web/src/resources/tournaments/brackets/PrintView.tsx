import { type BracketAnswer, categoryAndCompetition } from '@doyang/domain';
import { Box, Button, GlobalStyles, Portal, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BracketSvg } from './BracketSvg.tsx';

/** Spec 03 §9: the print dialog opens one second after the print view. */
export const PRINT_DELAY_MS = 1000;

// On paper only the print view is laid out: the app beside it is not displayed (hidden but laid out, its tall bracket
// list made a dozen empty pages), and the view leaves its fixed overlay (a fixed box repeats on every printed page).
// Landscape suits a bracket (four columns wide, eight boxes tall); the drawing is capped so two eight-slot brackets
// share a sheet and never split, and smaller ones fill it as they fit (issue 24).
const PRINT_CSS = {
  '@page': { size: 'landscape', margin: '10mm' },
  '@media print': {
    'body > :not(.bracket-print)': { display: 'none !important' },
    'body > .bracket-print': { position: 'static', inset: 'auto', overflow: 'visible', height: 'auto', padding: 0 },
    '.bracket-print .no-print': { display: 'none' },
    '.bracket-print-sheet': { breakInside: 'avoid', pageBreakInside: 'avoid', marginBottom: '6mm' },
    '.bracket-print-sheet > svg': { maxHeight: '76mm' },
  },
} as const;

type Props = { tournament: string; brackets: readonly BracketAnswer[]; onClose: () => void };

/** The chosen brackets on sheets: each titled with category, competition and number, marked exhibition or alone. */
export function PrintView({ tournament, brackets, onClose }: Props) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Straight under <body>, so printing can leave everything else out.
  return (
    <Portal>
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
            <Typography variant="caption" component="p">
              {[
                tournament,
                g.table_name !== null ? `Área ${g.table_name}` : null,
                g.is_exhibition ? 'EXHIBICIÓN' : null,
                g.section === 'alone' ? '1° LUGAR S/COMPETIR' : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.5 }}>
              {[
                ...categoryAndCompetition(g.tournament_category_name, g.competition_name),
                `Gráfica ${g.graph_number} (${g.label})`,
              ].join(' — ')}
            </Typography>
            <BracketSvg bracket={g} printing />
          </Box>
        ))}
      </Box>
    </Portal>
  );
}
