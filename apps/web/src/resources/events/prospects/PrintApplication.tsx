import PrintIcon from '@mui/icons-material/Print';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import type { ProspectRow } from './prospects-api.ts';
import { alertRefusal, examSheetPaths, useExamSheet } from './use-exam-sheet.ts';

const FILE = 'solicitud_de_examen.pdf';

/**
 * 'Imprimir solicitud' of one prospect (spec 03 §5): the server applies the rule. A missing-items answer is alerted
 * verbatim; a degree with partials without a number opens a small dialog that asks it and tries again.
 */
export const PrintApplication = ({ examId, row }: { examId: number; row: ProspectRow }) => {
  const { busy, fetchSheet } = useExamSheet();
  const [asking, setAsking] = useState<string | null>(null);
  const [partial, setPartial] = useState('');
  const print = async (partialNumber?: number) => {
    const refused = await fetchSheet('application', examSheetPaths.application(examId, row.id, partialNumber), FILE);
    if (!refused) return setAsking(null);
    const prompt = refused.errors?.partial_number;
    if (prompt) return setAsking(Array.isArray(prompt) ? prompt[0] : prompt);
    setAsking(null);
    alertRefusal(refused);
  };
  const value = Number(partial);
  const valid = Number.isInteger(value) && value >= 1;
  return (
    <>
      <Tooltip title="Imprimir solicitud">
        <span>
          <IconButton
            size="small"
            aria-label={`Imprimir solicitud de ${row.full_name}`}
            disabled={busy !== null}
            onClick={() => print()}
          >
            {busy ? <CircularProgress size={16} /> : <PrintIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} maxWidth="xs">
        <DialogTitle>Número de parcial</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={`Parcial de ${row.full_name}`}
            helperText={asking}
            value={partial}
            onChange={(e) => setPartial(e.target.value.replace(/\D/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancelar</Button>
          <Button variant="contained" disabled={!valid || busy !== null} onClick={() => print(value)}>
            Imprimir
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
