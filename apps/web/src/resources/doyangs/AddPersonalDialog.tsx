import { MSG } from '@doyang/domain';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { DoyangRecord, DoyangSurrogation, UserOption } from '../../providers/api-types.ts';
import { useApi } from '../../providers/use-api.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { doyangsApi } from './doyangs-api.ts';

/** Staff a doyang may take: orientation, professors, kyosas and public relations. */
export const PERSONAL_QUERY = { role_id: '4,5,6,7,8,9,12', active: 1 };

type Props = {
  doyangId: number;
  exclude: number[];
  schemes: DoyangSurrogation[];
  onClose: () => void;
  onAdded: (answer: DoyangRecord) => void;
};

/** 'Agregar personal': a person and, optionally, the multilevel scheme they work under here. */
export const AddPersonalDialog = ({ doyangId, exclude, schemes, onClose, onAdded }: Props) => {
  const doyangs = useApi(doyangsApi);
  const notify = useNotify();
  const { data = [], isPending } = useListAll<UserOption>('users', PERSONAL_QUERY);
  const options = data.filter((u) => !exclude.includes(u.id));
  const [person, setPerson] = useState<UserOption | null>(null);
  const [scheme, setScheme] = useState<number | ''>('');
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (p: UserOption) =>
      doyangs.addPersonal(doyangId, { personal: p.id, doyang_surrogation_id: scheme === '' ? null : scheme }),
    onSuccess: (answer) => {
      onAdded(answer);
      notify(MSG.modifiedAccent, { type: 'success' });
      onClose();
    },
    onError: () => notify(MSG.modifyError, { type: 'error' }),
  });
  const submit = () => {
    if (!person) return setMissing(true);
    add.mutate(person);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-personal-title">
      <DialogTitle id="add-personal-title">Agregar personal</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Autocomplete
          options={options}
          loading={isPending}
          value={person}
          onChange={(_, value) => {
            setPerson(value);
            setMissing(false);
          }}
          getOptionLabel={(o) => o.full_name_honorific}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Sin coincidencias"
          loadingText="Cargando…"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Persona"
              autoFocus
              error={missing}
              helperText={missing ? MSG.required : undefined}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'personal-person' } }}
            />
          )}
        />
        <TextField
          select
          label="Esquema multinivel (opcional)"
          value={scheme}
          onChange={(e) => setScheme(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'personal-scheme' } }}
        >
          <MenuItem value="">Ninguno</MenuItem>
          {schemes.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending} data-testid="personal-submit">
          Agregar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
