import type { CronogramEntry } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import type { RecessInput } from './cronogram-api.ts';
import { recessDurationError } from './cronogram-view.ts';

const LAST = 'last';

type Props = {
  open: boolean;
  tournamentId: number;
  areaNumber: number;
  /** The area's entries, in order: the recess goes after one of them, or last. */
  entries: CronogramEntry[];
  onClose: () => void;
  /** Saves; false when the server refused (the dialog stays open). */
  onSave: (input: RecessInput) => Promise<boolean>;
};

/** A recess in the area's schedule: its minutes ('Duración inválida' unless a whole number above 0) and its place. */
export function RecessDialog({ open, tournamentId, areaNumber, entries, onClose, onSave }: Props) {
  const [minutes, setMinutes] = useState('');
  const [name, setName] = useState('');
  const [after, setAfter] = useState<string>(LAST);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setMinutes('');
    setName('');
    setAfter(LAST);
    setError(null);
  }, [open]);

  const save = async () => {
    const invalid = recessDurationError(minutes);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    const saved = await onSave({
      tournament_id: tournamentId,
      area_number: areaNumber,
      duration_min: minutes.trim(),
      ...(after !== LAST && { after_id: Number(after) }),
      ...(name.trim() && { name: name.trim() }),
    });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="recess-title">
      <DialogTitle id="recess-title">Agregar receso · Área {areaNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Duración (min)"
            value={minutes}
            onChange={(e) => {
              setMinutes(e.target.value);
              if (error) setError(recessDurationError(e.target.value));
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
            required
          />
          <TextField label="Nombre" placeholder="RECESO" value={name} onChange={(e) => setName(e.target.value.toUpperCase())} />
          <TextField select label="Después de" value={after} onChange={(e) => setAfter(e.target.value)}>
            <MenuItem value={LAST}>Al final del área</MenuItem>
            {entries.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.order}. {e.name} ({e.start_time}–{e.end_time})
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
