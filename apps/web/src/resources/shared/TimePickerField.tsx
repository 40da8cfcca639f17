import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, type Ref, useMemo } from 'react';
import { usePickerLook } from './picker-look.ts';

const HHMM = /^(\d{2}):(\d{2})/;

/** The picker's value of a stored time ('HH:MM[:SS]'): today's date at that hour, null when empty. */
function toTime(value: unknown): Dayjs | null {
  const match = typeof value === 'string' ? HHMM.exec(value) : null;
  return match ? dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0) : null;
}

/** What the form holds: 'HH:MM', null when empty, the half-typed text kept as is so the schema refuses it. */
const fromTime = (value: Dayjs | null) => (value === null ? null : value.isValid() ? value.format('HH:mm') : 'hora-invalida');

export type TimePickerFieldProps = {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  id?: string;
  name?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  testId?: string;
};

/**
 * A time of day on the 24-hour clock (HH:MM) whatever the browser's language: a native time input shows
 * '05:30 PM' in an English browser beside the 17:30 the schedule prints.
 */
export const TimePickerField = ({ value, onChange, label, testId, ...field }: TimePickerFieldProps) => {
  const picked = useMemo(() => toTime(value), [value]);
  const look = usePickerLook();
  return (
    <TimePicker
      value={picked}
      onChange={(next) => onChange(fromTime(next))}
      ampm={false}
      format="HH:mm"
      views={['hours', 'minutes']}
      label={label}
      slotProps={{
        textField: {
          ...field,
          variant: look.variant,
          margin: look.margin,
          size: look.size,
          ...(testId ? { inputProps: { 'data-testid': testId } } : {}),
        },
      }}
      sx={{ width: 180 }}
    />
  );
};
