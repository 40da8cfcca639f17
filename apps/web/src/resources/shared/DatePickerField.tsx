import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, useMemo } from 'react';
import { DAY_FORMAT, fromDayjs, MONTH_FORMAT, toDayjs } from './date-value.ts';
import { usePickerLook } from './picker-look.ts';

export type DatePickerFieldProps = {
  /** The stored day, 'YYYY-MM-DD'; a month field stores its first day. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** A day picked in the calendar (not typed): screens that save on their own act on it at once. */
  onPick?: (value: string | null) => void;
  unit?: 'day' | 'month';
  label: ReactNode;
  min?: string | null;
  max?: string | null;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** An × that empties the field, for dates that may stay empty. */
  clearable?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Set on the field's hidden input, which holds the shown text (DD/MM/YYYY). */
  testId?: string;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

const VIEWS = { day: ['year', 'month', 'day'], month: ['year', 'month'] } as const;

/**
 * The one date (or month) input of the app: MUI X's picker in es-MX (DD/MM/AAAA, Spanish month and day names,
 * whatever the browser's language) over the API's 'YYYY-MM-DD' text; empty is null.
 */
export const DatePickerField = ({ value, onChange, onPick, unit = 'day', min, max, testId, ...field }: DatePickerFieldProps) => {
  // Same look as the text fields beside it.
  const look = usePickerLook();
  const picked = useMemo(() => toDayjs(value), [value]);
  const minDate = useMemo(() => toDayjs(min) ?? undefined, [min]);
  const maxDate = useMemo(() => toDayjs(max) ?? undefined, [max]);
  const { clearable, disabled, readOnly, size, fullWidth, onBlur, ...text } = field;
  // Focus moves inside the sections too (select all, then type): only leaving them is a blur.
  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.(event);
  };
  return (
    <DatePicker
      value={picked}
      onChange={(next) => onChange(fromDayjs(next, unit))}
      onAccept={(next, context) => {
        if (context.source === 'view') onPick?.(fromDayjs(next, unit));
      }}
      views={VIEWS[unit]}
      openTo={unit === 'month' ? 'month' : 'day'}
      format={unit === 'month' ? MONTH_FORMAT : DAY_FORMAT}
      minDate={minDate?.isValid() ? minDate : undefined}
      maxDate={maxDate?.isValid() ? maxDate : undefined}
      disabled={disabled}
      readOnly={readOnly}
      slotProps={{
        field: { clearable: clearable && !disabled && !readOnly },
        // Over a grid of months the header names the year alone.
        calendarHeader: unit === 'month' ? { format: 'YYYY' } : undefined,
        textField: {
          ...text,
          onBlur: leave,
          variant: look.variant,
          margin: look.margin,
          size: size ?? look.size,
          fullWidth: fullWidth ?? look.fullWidth,
          // The bounds stay readable on the element, as a native input's min and max were.
          inputProps: { 'data-testid': testId, 'data-min': min ?? undefined, 'data-max': max ?? undefined },
        },
      }}
    />
  );
};
