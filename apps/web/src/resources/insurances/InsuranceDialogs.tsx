import { type InsuranceAnswer, MSG, UPLOAD_ACCEPT } from '@doyang/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';

/** Asegurar: the insurer's number and the day the insurance starts (spec 03 §5: a date is required). */
export const InsureDialog = ({
  person,
  busy,
  onClose,
  onSave,
}: {
  person: InsuranceAnswer | null;
  busy: boolean;
  onClose: () => void;
  onSave: (number: string, date: string | null) => void;
}) => {
  const [number, setNumber] = useState('');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState(false);
  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      TransitionProps={{
        onExited: () => {
          setNumber('');
          setDate('');
          setDateError(false);
        },
      }}
    >
      <DialogTitle>Asegurar</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {person?.full_name}
        </Typography>
        <TextField
          label="Número de seguro"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'insurance-number' } }}
        />
        <TextField
          label="Fecha de seguro"
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setDateError(false);
          }}
          error={dateError}
          helperText={dateError ? MSG.insuranceDateRequired : ' '}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'insurance-date' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={busy || !number.trim()}
          onClick={() => {
            if (!date) setDateError(true);
            else onSave(number.trim(), date);
          }}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Rechazó el seguro: the signed document (PDF or image), required; also a rejected person's document replaced. */
export const RejectDialog = ({
  person,
  replacing,
  busy,
  onClose,
  onSave,
}: {
  person: InsuranceAnswer | null;
  replacing: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (file: File) => void;
}) => {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Dialog open={person !== null} onClose={onClose} fullWidth maxWidth="xs" TransitionProps={{ onExited: () => setFile(null) }}>
      <DialogTitle>{replacing ? 'Subir documento de rechazo' : 'Rechazó el seguro'}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {person?.full_name}
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Elegir documento
          <input
            hidden
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-label="Documento de rechazo"
            data-testid="rejection-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }} color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : 'PDF, PNG, JPG o WEBP, hasta 10 MB.'}
        </Typography>
        {!replacing && (
          <Alert severity="info" sx={{ mt: 2 }}>
            El alumno pasará a «Rechazaron el seguro» con este documento firmado.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={busy || !file} onClick={() => file && onSave(file)}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
