import { PERMISSION_ROLES, type UserListItemAnswer, type UsersPageAnswer } from '@doyang/domain';
import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { useApi } from '../../providers/use-api.ts';
import { type MatrixTarget, permissionsApi } from './permissions-api.ts';

const peopleApi = {
  /** The active users of the offered roles (spec 03 §7: the user index with active=1 and the role list). */
  search: (text: string) =>
    apiFetch<UsersPageAnswer>(
      `/users${buildQuery({ active: 1, role_id: PERMISSION_ROLES.join(','), with: 'role', search: text || undefined, paginate: 1, perPage: 20 })}`,
    ),
};

type Props = { target: MatrixTarget | null; onChange: (target: MatrixTarget | null) => void };

/** 'Rol' or 'Usuarios', then the role or the person whose matrix shows. */
export const TargetPicker = ({ target, onChange }: Props) => {
  const api = useApi(permissionsApi);
  const people = useApi(peopleApi);
  const [mode, setMode] = useState<'role' | 'user'>(target && 'user_id' in target ? 'user' : 'role');
  const [text, setText] = useState('');
  const [person, setPerson] = useState<UserListItemAnswer | null>(null);
  const search = useDebouncedValue(text, 500);
  const roles = useQuery({ queryKey: ['roles'], queryFn: () => api.roles() });
  const found = useQuery({
    queryKey: ['permissions', 'people', search],
    queryFn: () => people.search(search),
    enabled: mode === 'user',
  });
  const offered = (roles.data ?? []).filter((r) => PERMISSION_ROLES.includes(r.id));
  const roleId = target && 'role_id' in target ? target.role_id : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <RadioGroup
        row
        value={mode}
        onChange={(e) => {
          setMode(e.target.value as 'role' | 'user');
          setPerson(null);
          onChange(null);
        }}
      >
        <FormControlLabel value="role" control={<Radio />} label="Rol" />
        <FormControlLabel value="user" control={<Radio />} label="Usuarios" />
      </RadioGroup>
      {mode === 'role' ? (
        <FormControl sx={{ minWidth: 280 }} size="small">
          <InputLabel id="permissions-role">Rol</InputLabel>
          <Select
            labelId="permissions-role"
            label="Rol"
            value={roleId}
            onChange={(e) => onChange(e.target.value ? { role_id: Number(e.target.value) } : null)}
          >
            {offered.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : (
        <Autocomplete
          sx={{ minWidth: 340 }}
          size="small"
          options={found.data?.data ?? []}
          loading={found.isFetching}
          value={person}
          filterOptions={(x) => x}
          getOptionLabel={(p) => p.full_name_honorific || p.full_name}
          renderOption={(props, p) => (
            <li {...props} key={p.id}>
              {p.full_name_honorific || p.full_name}
              {p.role ? ` — ${p.role.name}` : ''}
            </li>
          )}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_, value, reason) => reason === 'input' && setText(value)}
          onChange={(_, p) => {
            setPerson(p);
            onChange(p ? { user_id: p.id } : null);
          }}
          noOptionsText="Sin coincidencias"
          loadingText="Buscando…"
          renderInput={(params) => <TextField {...params} label="Usuario" placeholder="Escribe un nombre" />}
        />
      )}
    </Stack>
  );
};
