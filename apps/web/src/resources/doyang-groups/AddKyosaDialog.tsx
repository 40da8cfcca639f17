import { canSeeGeneralDirection, hasPermission, MSG, ROLES } from '@doyang/domain';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { errorText } from '../shared/error-text.ts';
import { useListAll } from '../shared/use-list-all.ts';
import type { GroupPerson, GroupRecord } from './group-types.ts';

/** Every staff role: general direction may make any active staff member a kyosa (the server allows it). */
const STAFF_QUERY = {
  role_id: Object.values(ROLES)
    .filter((r) => r !== ROLES.ALUMNO)
    .join(','),
  active: 1,
};

/** Who may be added: the doyang's active staff (`personal`); for general direction, all active staff. */
function useKyosaOptions(group: GroupRecord): { options: GroupPerson[]; loading: boolean } {
  const user = useSessionUser();
  const network = Boolean(user && canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Usuarios', 'read'));
  const staff = useListAll<GroupPerson>('users', STAFF_QUERY, network);
  const taken = new Set((group.kyosas ?? []).map((k) => k.id));
  const all = network ? (staff.data ?? []) : (group.personal ?? []);
  return { options: all.filter((p) => !taken.has(p.id)), loading: network && staff.isPending };
}

type Props = { group: GroupRecord; onClose: () => void; onSaved: (group: GroupRecord) => void };

/** 'Agregar kyosa': one person among those who may assist this group. */
export const AddKyosaDialog = ({ group, onClose, onSaved }: Props) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { options, loading } = useKyosaOptions(group);
  const [person, setPerson] = useState<GroupPerson | null>(null);
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (p: GroupPerson) => dataProvider.addGroupKyosas<GroupRecord>(group.id, [p.id]),
    onSuccess: (answer) => {
      onSaved(answer);
      notify(MSG.edited, { type: 'success' });
      onClose();
    },
    onError: (error) => notify(errorText(error, MSG.modifyError), { type: 'error' }),
  });
  const submit = () => (person ? add.mutate(person) : setMissing(true));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-kyosa-title">
      <DialogTitle id="add-kyosa-title">Agregar kyosa</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Autocomplete
          options={options}
          loading={loading}
          value={person}
          onChange={(_, value) => {
            setPerson(value);
            setMissing(false);
          }}
          getOptionLabel={(o) => o.full_name_honorific}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Sin personal disponible"
          loadingText="Cargando…"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Kyosa"
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
        <Button variant="contained" onClick={submit} disabled={add.isPending} data-testid="kyosa-submit">
          Agregar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
