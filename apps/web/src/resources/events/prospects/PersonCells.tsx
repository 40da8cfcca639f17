import { formatDayMonYear } from '@doyang/domain';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TableCell, TextField } from '@mui/material';
import type { PersonRow } from './prospects-api.ts';

/** Name, doyang, birth date and degree: the columns both tabs open with (spec 03 §2). */
export const PERSON_HEADERS = ['Nombre', 'Doyang', 'Fecha de nacimiento', 'Grado'];

export const PersonCells = ({ row }: { row: PersonRow }) => (
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
