import type { MonthlyDutyAnswer } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { DutyDoyangsPanel } from './DutyDoyangsPanel.tsx';

/** 'n de m' doyangs have it done; opens the lists of doyangs done and not done (general direction, spec 02 §6). */
export const DutyDoyangsButton = () => {
  const record = useRecordContext<MonthlyDutyAnswer>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const done = record.doyangs_done?.length ?? 0;
  const total = done + (record.doyangs_not_done?.length ?? 0);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={`Doyangs de la tarea ${record.name}: ${done} de ${total} la hicieron`}
        data-testid={`duty-doyangs-${record.id}`}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, textTransform: 'none' }}
      >
        {done} de {total}
      </Button>
      {/* The dialog lives in a portal but its clicks still bubble through React to the row: stop them there. */}
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle sx={{ fontWeight: 700, fontSize: 18 }}>{record.name}</DialogTitle>
        <DialogContent dividers>
          <DutyDoyangsPanel />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
