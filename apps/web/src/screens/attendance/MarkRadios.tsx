import { ATTENDANCE_TYPES, type AttendanceType } from '@doyang/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, FormControlLabel, IconButton, Radio, RadioGroup, Tooltip } from '@mui/material';

const TITLES: Record<AttendanceType, string> = { F: 'Falta', R: 'Retardo', A: 'Asistencia' };
const COLORS: Record<AttendanceType, 'error' | 'warning' | 'success'> = { F: 'error', R: 'warning', A: 'success' };

type Props = {
  /** The radio group's name, unique on the page. */
  name: string;
  /** Whose mark it is (the group's accessible name). */
  who: string;
  value: AttendanceType | null;
  disabled: boolean;
  onChange: (type: AttendanceType | null) => void;
};

/** F / R / A radios of one person and the cancel icon that clears the mark (spec 02 §4). */
export const MarkRadios = ({ name, who, value, disabled, onChange }: Props) => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap' }}>
    <RadioGroup
      row
      name={name}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value as AttendanceType)}
      aria-label={`Asistencia de ${who}`}
      sx={{ flexWrap: 'nowrap' }}
    >
      {ATTENDANCE_TYPES.map((t) => (
        <Tooltip key={t} title={TITLES[t]} enterDelay={600} describeChild>
          <FormControlLabel
            value={t}
            disabled={disabled}
            control={<Radio size="small" color={COLORS[t]} sx={{ p: 0.5 }} slotProps={{ input: { 'aria-label': TITLES[t] } }} />}
            label={t}
            sx={{ mr: 0.75, ml: 0, '& .MuiFormControlLabel-label': { fontWeight: 700, fontSize: 14 } }}
          />
        </Tooltip>
      ))}
    </RadioGroup>
    <Tooltip title="Borrar asistencia">
      <span>
        <IconButton
          size="small"
          aria-label="Borrar asistencia"
          disabled={disabled || value === null}
          onClick={() => onChange(null)}
        >
          <CancelIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  </Box>
);
