import type { DegreeAnswer } from '@doyang/domain';
import { Box, MenuItem, TextField } from '@mui/material';
import type { BracketFilters } from './bracket-filters.ts';
import type { TournamentArea } from './brackets-api.ts';

type Degree = Pick<DegreeAnswer, 'id' | 'name' | 'order'>;
type Props = {
  filters: BracketFilters;
  onChange: (f: BracketFilters) => void;
  degrees: readonly Degree[];
  areas: readonly TournamentArea[];
};

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** Search, degree and weight bounds and area (spec 03 §2, §5). */
export function BracketsControls({ filters: f, onChange, degrees, areas }: Props) {
  const set = (patch: Partial<BracketFilters>) => onChange({ ...f, ...patch });
  const degreeSelect = (label: string, value: number | null, key: 'minDegree' | 'maxDegree') => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => set({ [key]: e.target.value === '' ? null : Number(e.target.value) })}
      fullWidth={false}
      sx={{ width: 170 }}
    >
      <MenuItem value="">Todos</MenuItem>
      {degrees.map((d) => (
        <MenuItem key={d.id} value={d.order}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }} className="no-print">
      <TextField
        size="small"
        type="search"
        label="Buscar competidor"
        value={f.search}
        onChange={(e) => set({ search: e.target.value })}
        fullWidth={false}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      {degreeSelect('Grado mínimo', f.minDegree, 'minDegree')}
      {degreeSelect('Grado máximo', f.maxDegree, 'maxDegree')}
      <TextField
        size="small"
        type="number"
        label="Peso mín. (kg)"
        value={f.minWeight ?? ''}
        onChange={(e) => set({ minWeight: num(e.target.value) })}
        fullWidth={false}
        sx={{ width: 140 }}
      />
      <TextField
        size="small"
        type="number"
        label="Peso máx. (kg)"
        value={f.maxWeight ?? ''}
        onChange={(e) => set({ maxWeight: num(e.target.value) })}
        fullWidth={false}
        sx={{ width: 140 }}
      />
      <TextField
        select
        size="small"
        label="Área"
        value={f.area ?? ''}
        onChange={(e) => set({ area: e.target.value === '' ? null : Number(e.target.value) })}
        fullWidth={false}
        sx={{ width: 120 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {areas.map((a) => (
          <MenuItem key={a.id} value={a.area_number}>{`Área ${a.area_number}`}</MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
