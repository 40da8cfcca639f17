import { MSG } from '@doyang/domain';
import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DatePickerField } from './DatePickerField.tsx';
import { INVALID_DATE } from './date-value.ts';

export type DateInputProps = {
  source: string;
  label?: string | false;
  resource?: string;
  helperText?: ReactNode;
  defaultValue?: string | null;
  validate?: Validator | Validator[];
  disabled?: boolean;
  readOnly?: boolean;
  /** The new value ('YYYY-MM-DD', null when emptied), after the form has it. */
  onChange?: (value: string | null) => void;
  min?: string;
  max?: string;
  clearable?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  sx?: SxProps<Theme>;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
};

/**
 * Forms validated by a schema refuse a half-typed date with the schema's text; this covers the forms that have
 * none (list filters), whose values are only applied when valid.
 */
const realDay: Validator = (value) => (value === INVALID_DATE ? MSG.invalidDate : undefined);

const PickerInput = ({ unit, ...props }: DateInputProps & { unit: 'day' | 'month' }) => {
  const { source, label, resource, helperText, defaultValue, validate, onChange, className, disabled, readOnly } = props;
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue,
    validate: [realDay, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    disabled,
    readOnly,
  });
  const { error, invalid } = fieldState;
  return (
    <DatePickerField
      unit={unit}
      min={props.min}
      max={props.max}
      clearable={props.clearable}
      size={props.size}
      sx={props.sx}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      error={invalid}
      label={
        label === false || label === '' ? null : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        )
      }
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
    />
  );
};

/** react-admin's DateInput over the es-MX picker: the form holds 'YYYY-MM-DD' or null. */
export const DateInput = (props: DateInputProps) => <PickerInput {...props} unit="day" />;

/** A month (shown 'diciembre 2026'): the form holds the month's first day, 'YYYY-MM-01', or null. */
export const MonthInput = (props: DateInputProps) => <PickerInput {...props} unit="month" />;
