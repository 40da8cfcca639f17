import { MenuItem, TextField } from '@mui/material';

type Props = { year: number; years: number[]; onChange: (year: number) => void };

/** 'Año': which year of holidays is listed. */
export const YearSelect = ({ year, years, onChange }: Props) => (
  <TextField
    select
    size="small"
    label="Año"
    value={year}
    onChange={(e) => onChange(Number(e.target.value))}
    fullWidth={false}
    sx={{ minWidth: 110 }}
  >
    {years.map((y) => (
      <MenuItem key={y} value={y}>
        {y}
      </MenuItem>
    ))}
  </TextField>
);
