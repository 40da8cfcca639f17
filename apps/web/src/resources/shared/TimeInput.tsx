import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { usePickerLook } from './picker-look.ts';

const HHMM = /^(\d{2}):(\d{2})/;

/** The picker's value of a stored time ('HH:MM[:SS]'): today's date at that hour, null when empty. */
function toTime(value: unknown): Dayjs | null {
  const match = typeof value === 'string' ? HHMM.exec(value) : null;
  return match ? dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0) : null;
}

/** What the form holds: 'HH:MM', null when empty, the half-typed text kept as is so the schema refuses it. */
const fromTime = (value: Dayjs | null) => (value === null ? null : value.isValid() ? value.format('HH:mm') : 'hora-invalida');

/**
 * A time of day on the 24-hour clock (HH:MM) whatever the browser's language: a native time input shows
 * '05:30 PM' in an English browser beside the 17:30 the schedule prints.
 */
export const TimeInput = ({ source, resource }: { source: string; resource?: string }) => {
  const { field, fieldState, id, isRequired } = useInput({ source, resource });
  const value = useMemo(() => toTime(field.value), [field.value]);
  const look = usePickerLook();
  return (
    <TimePicker
      value={value}
      onChange={(next) => field.onChange(fromTime(next))}
      ampm={false}
      format="HH:mm"
      views={['hours', 'minutes']}
      label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
      slotProps={{
        textField: {
          id,
          name: field.name,
          variant: look.variant,
          margin: look.margin,
          size: look.size,
          inputRef: field.ref,
          onBlur: field.onBlur,
          error: fieldState.invalid,
          helperText: <InputHelperText error={fieldState.error?.message} />,
          className: `ra-input ra-input-${source}`,
        },
      }}
      sx={{ width: 180 }}
    />
  );
};
