import { MSG } from '@doyang/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { type PersonRow, prospectsApi } from '../../events/prospects/prospects-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { serverErrors } from '../../shared/related-form.ts';

type Props = { tournamentId: number; row: PersonRow; onClose: () => void; onSaved: () => void };

/** Peso y talla for this tournament (`add_tournament_somatometry`): the weigh-in a candidate needs before the day. */
export const SomatometryDialog = ({ tournamentId, row, onClose, onSaved }: Props) => {
  const api = useApi(prospectsApi);
  const notify = useNotify();
  const [weight, setWeight] = useState(row.weight_kg ? String(Number(row.weight_kg)) : '');
  const [height, setHeight] = useState(row.height_m ? String(Number(row.height_m)) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await api.weighIn(row.id, tournamentId, weight, height);
      notify('Peso y talla registrados', { type: 'success' });
      onSaved();
    } catch (e) {
      const fields = serverErrors(e);
      setErrors(Object.keys(fields).length ? fields : { root: errorText(e, MSG.saveError) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="somatometry-title">
      <DialogTitle id="somatometry-title">Peso y talla de {row.full_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.root && <Alert severity="error">{errors.root}</Alert>}
          <TextField
            label="Peso (kg)"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            error={Boolean(errors.weight_kg)}
            helperText={errors.weight_kg ?? 'Por ejemplo 41.5'}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'weight-kg' } }}
            autoFocus
          />
          <TextField
            label="Estatura (m)"
            value={height}
            onChange={(e) => setHeight(e.target.value)}
            error={Boolean(errors.height_m)}
            helperText={errors.height_m ?? 'Por ejemplo 1.52'}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'height-m' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="somatometry-save">
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
