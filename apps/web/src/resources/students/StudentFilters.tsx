import { compareSpanish, type DoyangListItemAnswer } from '@doyang/domain';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { useListAll } from '../shared/use-list-all.ts';

type Option = { id: number; name: string };
const ALL = 'all';

/**
 * ALUMNOS MDK filters (spec 02 §2): doyang with 'Todos los doyangs' (general direction only), 'Solo
 * activos' (on by default), 'Deudores', degree and a name search (debounced by the list, 1000 ms).
 */
export const StudentFilters = ({ generalDirection }: { generalDirection: boolean }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { data: doyangs = [] } = useListAll<DoyangListItemAnswer>('doyangs', {}, generalDirection);
  const { data: degrees = [] } = useListAll<Option>('degrees', { 'orderBy[order]': 'asc' });
  const [name, setName] = useState<string>(String(filterValues.name ?? ''));

  // A restored filter replaces what the box shows.
  useEffect(() => setName(String(filterValues.name ?? '')), [filterValues.name]);

  const set = (change: Record<string, unknown>, debounce = false) => {
    const next = { ...filterValues, ...change };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, displayedFilters, debounce);
  };
  const sortedDoyangs = [...doyangs].sort((a, b) => compareSpanish(a.name, b.name));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1.5 }} data-testid="student-filters">
      {generalDirection && (
        <TextField
          select
          size="small"
          label="Doyang"
          value={filterValues.doyang_id ?? ALL}
          onChange={(e) => set({ doyang_id: e.target.value === ALL ? undefined : Number(e.target.value) })}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 300 }, m: 0 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
          data-testid="filter-doyang"
        >
          <MenuItem value={ALL}>Todos los doyangs</MenuItem>
          {sortedDoyangs.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Grado"
        value={filterValues.degree_id ?? ALL}
        onChange={(e) => set({ degree_id: e.target.value === ALL ? undefined : Number(e.target.value) })}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 180 }, m: 0 }}
        data-testid="filter-degree"
      >
        <MenuItem value={ALL}>Todos los grados</MenuItem>
        {degrees.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Buscar por nombre"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          set({ name: e.target.value.trim() || undefined }, true);
        }}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 260 }, m: 0 }}
        slotProps={{ htmlInput: { 'data-testid': 'filter-name', type: 'search' } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(filterValues.active)}
            onChange={(e) => set({ active: e.target.checked ? 1 : undefined })}
            data-testid="filter-active"
          />
        }
        label="Solo activos"
      />
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(filterValues.debtsOnly)}
            onChange={(e) => set({ debtsOnly: e.target.checked ? 1 : undefined })}
            data-testid="filter-debtors"
          />
        }
        label="Deudores"
      />
    </Box>
  );
};
