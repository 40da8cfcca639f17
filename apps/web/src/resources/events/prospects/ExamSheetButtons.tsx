import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, CircularProgress } from '@mui/material';
import { alertRefusal, examSheetPaths, useExamSheet } from './use-exam-sheet.ts';

const SHEETS = [
  { key: 'resultSheet', label: 'Hoja de resultados', file: 'hoja_de_resultados.pdf' },
  { key: 'byCertifier', label: 'Hoja por certificador', file: 'hoja_de_resultados_por_certificador.pdf' },
  { key: 'allSheets', label: 'Todas las hojas', file: 'hojas_de_examen.pdf' },
] as const;

/**
 * The exam's printable sheets (spec 03 §2 'print application or sheets'): the result sheet (blank until graded),
 * the same by certifier, and every prospect's sheet in one PDF, each for the selected doyang (all for general
 * direction without one). One download at a time: the buttons wait while a PDF is being made.
 */
export const ExamSheetButtons = ({ examId, doyangId }: { examId: number; doyangId: number | null }) => {
  const { busy, fetchSheet } = useExamSheet();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="exam-sheet-buttons">
      {SHEETS.map((s) => (
        <Button
          key={s.key}
          size="small"
          variant="outlined"
          startIcon={busy === s.key ? <CircularProgress size={16} /> : <PrintIcon />}
          disabled={busy !== null}
          onClick={async () => {
            const refused = await fetchSheet(s.key, examSheetPaths[s.key](examId, doyangId), s.file);
            if (refused) alertRefusal(refused);
          }}
        >
          {s.label}
        </Button>
      ))}
    </Box>
  );
};
