import { MSG } from '@doyang/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { dayLabel, inWindow, stepDay } from './attendance-dates.ts';

type Props = {
  date: string;
  min: string | null;
  max: string;
  /** The refusal of a day older than the window (5 days on the group screen, 3 on the kyosa list). */
  tooOld: string;
  onChange: (date: string) => void;
};

/**
 * The attendance day: a date input limited to the window, a day back / forward, and the day written
 * in Spanish (DD/MON/YYYY), since Chromium shows its date input in the browser's own format.
 */
export const DayPicker = ({ date, min, max, tooOld, onChange }: Props) => {
  const [typed, setTyped] = useState(date);
  useEffect(() => setTyped(date), [date]);
  const refusal = typed && typed !== date && !inWindow(typed, min, max) ? (typed > max ? MSG.attendanceInFuture : tooOld) : null;
  const prev = stepDay(date, -1, min, max);
  const next = stepDay(date, 1, min, max);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Tooltip title="Día anterior">
        <span>
          <IconButton aria-label="Día anterior" disabled={!prev} onClick={() => prev && onChange(prev)}>
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        type="date"
        size="small"
        label="Fecha de asistencia"
        value={typed}
        onChange={(e) => {
          const value = e.target.value;
          setTyped(value);
          if (value && inWindow(value, min, max)) onChange(value);
        }}
        error={Boolean(refusal)}
        helperText={refusal ?? undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: min ?? undefined, max, lang: 'es-MX', 'data-testid': 'attendance-date' },
        }}
        sx={{ width: 190 }}
      />
      <Tooltip title="Día siguiente">
        <span>
          <IconButton aria-label="Día siguiente" disabled={!next} onClick={() => next && onChange(next)}>
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Typography sx={{ fontWeight: 700 }} data-testid="attendance-day">
        {dayLabel(date)}
      </Typography>
    </Box>
  );
};
