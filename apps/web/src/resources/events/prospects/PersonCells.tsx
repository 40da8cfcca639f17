import { formatDayMonYear } from '@doyang/domain';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TableCell, TextField, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { PersonRow } from './prospects-api.ts';

/** Name, doyang, birth date and degree: the columns both tabs open with (spec 03 §2). */
const PERSON_HEADERS = ['Nombre', 'Doyang', 'Fecha de nacimiento', 'Grado'];
const COMPACT_HEADERS = ['Nombre', 'Grado'];

/**
 * Below 900 px the doyang and birth date go under the name, so the columns after them (actions, approval) stay on
 * screen instead of past its edge (issue 24, at 800 px).
 */
export function usePersonColumns() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return { compact, headers: compact ? COMPACT_HEADERS : PERSON_HEADERS };
}

export const PersonCells = ({ row, compact = false }: { row: PersonRow; compact?: boolean }) =>
  compact ? (
    <>
      <TableCell>
        {row.full_name}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {[row.doyang_name, formatDayMonYear(row.birth_date)].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>{row.degree_name ?? ''}</TableCell>
    </>
  ) : (
    <>
      <TableCell>{row.full_name}</TableCell>
      <TableCell>{row.doyang_name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(row.birth_date)}</TableCell>
      <TableCell>{row.degree_name ?? ''}</TableCell>
    </>
  );

export const PersonSearch = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
  <TextField
    size="small"
    label="Buscar por nombre"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ mb: 1, minWidth: 280 }}
    slotProps={{
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
