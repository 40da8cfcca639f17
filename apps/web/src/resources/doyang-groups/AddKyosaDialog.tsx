import { canSeeGeneralDirection, hasPermission, MSG, ROLE_NAMES, ROLES } from '@doyang/domain';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { doyangsApi } from '../doyangs/doyangs-api.ts';
import { errorText } from '../shared/error-text.ts';
import { useListAll } from '../shared/use-list-all.ts';
import type { GroupPerson, GroupRecord } from './group-types.ts';
import { groupsApi } from './groups-api.ts';

type Candidate = Pick<GroupPerson, 'id' | 'full_name_honorific'> & { role_id?: number | null };

/** Every staff role: general direction may make any active staff member a kyosa (the server allows it). */
const STAFF_QUERY = {
  role_id: Object.values(ROLES)
    .filter((r) => r !== ROLES.ALUMNO)
    .join(','),
  active: 1,
};

/** Who may assist a group: the doyang's staff (responsible and personal); for general direction, all active staff. */
function useKyosaCandidates(doyangId: number, taken: number[]): { options: Candidate[]; loading: boolean } {
  const user = useSessionUser();
  const doyangs = useApi(doyangsApi);
  const network = Boolean(user && canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Usuarios', 'read'));
  const staff = useListAll<Candidate>('users', STAFF_QUERY, network);
  const doyang = useQuery({
    queryKey: ['doyang-staff', doyangId],
    enabled: !network,
    queryFn: async () => {
      const data = await doyangs.get(doyangId, { with: 'personal,responsible' });
      return [...(data.responsible ? [data.responsible] : []), ...data.personal.filter((p) => p.id !== data.responsible?.id)];
    },
  });
  const all = network ? (staff.data ?? []) : (doyang.data ?? []);
  return { options: all.filter((p) => !taken.includes(p.id)), loading: network ? staff.isPending : doyang.isPending };
}

type Props = {
  groupId: number;
  doyangId: number;
  /** Ids of the group's kyosas already. */
  taken: number[];
  onClose: () => void;
  /** The group as the server answers it, with its kyosas. */
  onAdded: (group: GroupRecord) => void;
};

/** 'Agregar kyosa' (spec 02 §2, group form and KyosaList): one person among those who may assist this group. */
export const AddKyosaDialog = ({ groupId, doyangId, taken, onClose, onAdded }: Props) => {
  const groups = useApi(groupsApi);
  const notify = useNotify();
  const { options, loading } = useKyosaCandidates(doyangId, taken);
  const [person, setPerson] = useState<Candidate | null>(null);
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (p: Candidate) => groups.addKyosas(groupId, { kyosas: [p.id] }),
    onSuccess: (answer) => {
      onAdded(answer);
      notify(MSG.modifiedAccent, { type: 'success' });
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
          getOptionLabel={(o) => `${o.full_name_honorific}${o.role_id ? ` (${ROLE_NAMES[o.role_id] ?? ''})` : ''}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Sin personal disponible: todos ya son kyosas de este grupo"
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
