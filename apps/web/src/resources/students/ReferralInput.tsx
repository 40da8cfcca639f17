import type { PersonName, UsersPageAnswer } from '@doyang/domain';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { useApi } from '../../providers/use-api.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';

const referrersApi = {
  /** Active students to pick from: the student's doyang's, or every doyang's for general direction. */
  search: (text: string, doyangId: number | null) =>
    apiFetch<UsersPageAnswer>(
      `/users${buildQuery({ role_id: 10, active: 1, doyang_id: doyangId, search: text || undefined, paginate: 1, perPage: 20 })}`,
    ),
};

/** The record answers referrers as {id, full_name}; a freshly picked one is the same shape. */
const asReferrers = (value: unknown): PersonName[] =>
  Array.isArray(value) ? value.filter((v): v is PersonName => typeof v === 'object' && v !== null && 'id' in v) : [];

/**
 * 'Recomendado por' (recomended_by): who brought this student to the doyang. The point of sale's referral discount
 * (configuration 5) reads it. Searching waits 1000 ms, as the spec's student searches do.
 */
export const ReferralInput = () => {
  const record = useRecordContext<{ id?: number }>();
  const gd = useIsGeneralDirection();
  const doyangId = (useWatch({ name: 'doyang_id' }) as number | null) ?? null;
  const { field } = useInput({ source: 'recomended_by', defaultValue: [] });
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 1000);
  const api = useApi(referrersApi);
  const scope = gd ? null : doyangId;
  const found = useQuery({
    queryKey: ['referrers', search, scope],
    queryFn: () => api.search(search, scope),
    enabled: search.length > 1 && (gd || scope !== null),
  });
  const value = asReferrers(field.value);
  const options: PersonName[] = (found.data?.data ?? []).filter((p) => p.id !== record?.id);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      filterOptions={(x) => x}
      loading={found.isFetching}
      getOptionLabel={(p) => p.full_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      onChange={(_, picked) => field.onChange(picked.map((p) => ({ id: p.id, full_name: p.full_name })))}
      renderValue={(picked, getItemProps) =>
        picked.map((p, index) => <Chip label={p.full_name} size="small" {...getItemProps({ index })} key={p.id} />)
      }
      noOptionsText={search.length > 1 ? 'Sin coincidencias' : 'Escribe al menos dos letras del nombre'}
      loadingText="Buscando…"
      renderInput={(params) => (
        <TextField {...params} label="Recomendado por" helperText="Quién recomendó a este alumno (descuento por recomendación)" />
      )}
      fullWidth
    />
  );
};
