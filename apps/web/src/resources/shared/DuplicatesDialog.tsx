import { type DuplicateMatchAnswer, formatDayMonYear, MSG } from '@doyang/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  matches: DuplicateMatchAnswer[];
  onCreate: () => void;
  /** 'Lo reconozco (no crear)': the person exists, so the new form is given up. */
  onRecognise: () => void;
  /** Closing the dialog otherwise (Escape, outside it) goes back to the form as it was. */
  onCancel: () => void;
  /** An extra cell per match (the student form's transfer offer). */
  action?: (match: DuplicateMatchAnswer) => ReactNode;
};

/** 'Coincidencias' (spec 02 §5): people already registered with the same data; create anyway or not. */
export const DuplicatesDialog = ({ matches, onCreate, onRecognise, onCancel, action }: Props) => (
  <Dialog open onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="duplicates-title" data-testid="duplicates-dialog">
    <DialogTitle id="duplicates-title">{MSG.duplicatesTitle}</DialogTitle>
    <DialogContent>
      <DialogContentText sx={{ mb: 1 }}>Ya hay personas registradas con estos datos. ¿Es alguna de ellas?</DialogContentText>
      <Table size="small" aria-label={MSG.duplicatesTitle}>
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell>Fecha de nacimiento</TableCell>
            <TableCell>Doyang</TableCell>
            <TableCell>Estado</TableCell>
            {action && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{m.full_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(m.birth_date)}</TableCell>
              <TableCell>{m.doyang?.name ?? '—'}</TableCell>
              <TableCell>{m.active ? 'Activo' : MSG.studentInactive}</TableCell>
              {action && <TableCell align="right">{action(m)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DialogContent>
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onRecognise} variant="outlined" data-testid="duplicates-cancel">
        {MSG.duplicateCancel}
      </Button>
      <Button onClick={onCreate} variant="contained" data-testid="duplicates-create">
        {MSG.duplicateCreate}
      </Button>
    </DialogActions>
  </Dialog>
);
