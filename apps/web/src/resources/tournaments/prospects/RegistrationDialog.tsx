import {
  COMPETITION_TYPES,
  COMPETITIONS,
  MSG,
  offeredCompetitions,
  paysMultipleCompetitions,
  type TournamentFlags,
} from '@doyang/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { type EventHead, type ProspectRow, prospectsApi } from '../../events/prospects/prospects-api.ts';
import { errorText } from '../../shared/error-text.ts';

type Props = {
  kind: 'events' | 'tournaments';
  event: EventHead;
  row: ProspectRow;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The competitions a tournament prospect enters (two or more take the two-modalities price) and whether they travel
 * with us; an event prospect has only the travel (issue 27).
 */
export const RegistrationDialog = ({ kind, event, row, onClose, onSaved }: Props) => {
  const api = useApi(prospectsApi);
  const notify = useNotify();
  const tournament = kind === 'tournaments';
  const offered = tournament ? COMPETITIONS.filter((c) => offeredCompetitions(event as TournamentFlags).includes(c.id)) : [];
  const [values, setValues] = useState<Record<string, boolean>>(() =>
    Object.fromEntries([...offered.map((c) => c.pay), 'takes_bus', 'takes_hotel'].map((k) => [k, Boolean(row[k as never])])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const box = (key: string, label: string) => (
    <FormControlLabel
      key={key}
      control={<Checkbox checked={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))} />}
      label={label}
    />
  );
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.register(kind, event.id, row.id, values);
      notify(MSG.editedAccent, { type: 'success' });
      onSaved();
    } catch (e) {
      setError(errorText(e, MSG.saveError));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="registration-title">
      <DialogTitle id="registration-title">
        {tournament ? 'Inscripción' : 'Autobús y hotel'} de {row.full_name}
      </DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {tournament && (
          <>
            <FormLabel component="legend">Competencias</FormLabel>
            <FormGroup>{offered.map((c) => box(c.pay, COMPETITION_TYPES[c.id]))}</FormGroup>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {paysMultipleCompetitions(values) ? 'Precio de dos modalidades' : 'Precio de una modalidad'}
            </Typography>
          </>
        )}
        <FormLabel component="legend">Viaje</FormLabel>
        <FormGroup>
          {box('takes_bus', 'Autobús')}
          {box('takes_hotel', 'Hotel')}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="registration-save">
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
