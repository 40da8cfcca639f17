import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

/** The name search of a roster (debounced by the roster hook). */
export const RosterSearch = ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
  <TextField
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ width: { xs: '100%', sm: 280 } }}
    slotProps={{
      htmlInput: { 'data-testid': 'roster-search' },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
