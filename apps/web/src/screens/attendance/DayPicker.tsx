import { MSG } from '@doyang/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { DatePickerField } from '../../resources/shared/DatePickerField.tsx';
import { INVALID_DATE } from '../../resources/shared/date-value.ts';
import { dayLabel, inWindow, stepDay } from './attendance-dates.ts';

type Props = {
  date: string;
  min: string | null;
  max: string;
  /** The refusal of a day older than the window (5 days on the group screen, 3 on the kyosa list). */
  tooOld: string;
  onChange: (date: string) => void;
};

/** Why a typed day is not shown: no day at all, ahead of today, or older than the window. */
function refusalOf(typed: string, shown: string, min: string | null, max: string, tooOld: string): string | null {
  if (typed === INVALID_DATE) return MSG.invalidDate;
  if (!typed || typed === shown || inWindow(typed, min, max)) return null;
  return typed > max ? MSG.attendanceInFuture : tooOld;
}

/**
 * The attendance day: a date input limited to the window, a day back / forward, and the day written
 * with its weekday (spec 02 §9: DD/MON/YYYY).
 */
export const DayPicker = ({ date, min, max, tooOld, onChange }: Props) => {
  const [typed, setTyped] = useState(date);
  useEffect(() => setTyped(date), [date]);
  const refusal = refusalOf(typed, date, min, max, tooOld);
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
      <DatePickerField
        size="small"
        label="Fecha de asistencia"
        value={typed}
        onChange={(value) => {
          setTyped(value ?? '');
          if (value && inWindow(value, min, max)) onChange(value);
        }}
        min={min}
        max={max}
        error={Boolean(refusal)}
        helperText={refusal ?? undefined}
        testId="attendance-date"
        fullWidth={false}
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
