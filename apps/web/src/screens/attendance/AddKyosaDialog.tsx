import { MSG, ROLE_NAMES } from '@doyang/domain';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';
import type { RosterGroup, StaffOption } from './attendance-types.ts';

type Props = { group: RosterGroup; onClose: () => void; onAdded: () => void };

/** 'Agregar kyosa': the doyang's staff who are not kyosas of the group yet (POST /{id}/kyosas/add). */
export const AddKyosaDialog = ({ group, onClose, onAdded }: Props) => {
  const api = useAttendanceApi();
  const notify = useNotify();
  const staff = useQuery({ queryKey: ['doyang-staff', group.doyang_id], queryFn: () => api.doyangStaff(group.doyang_id) });
  const options = (staff.data ?? []).filter((s) => !group.kyosa_ids.includes(s.id));
  const [person, setPerson] = useState<StaffOption | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!person) return setMissing(true);
    setBusy(true);
    try {
      await api.addKyosa(group.id, person.id);
      notify(MSG.modifiedAccent, { type: 'success' });
      onAdded();
      onClose();
    } catch (error) {
      notify(errorText(error, MSG.modifyError), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-kyosa-title">
      <DialogTitle id="add-kyosa-title">Agregar kyosa</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Autocomplete
          options={options}
          loading={staff.isPending}
          value={person}
          onChange={(_, value) => {
            setPerson(value);
            setMissing(false);
          }}
          getOptionLabel={(o) => `${o.full_name_honorific}${o.role_id ? ` (${ROLE_NAMES[o.role_id] ?? ''})` : ''}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Todo el personal del doyang ya es kyosa de este grupo"
          loadingText="Cargando…"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Personal del doyang"
              autoFocus
              error={missing}
              helperText={missing ? MSG.required : undefined}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'kyosa-person' } }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={add} disabled={busy} data-testid="kyosa-submit">
          Agregar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
