import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldBinding } from './related-types.ts';

type Props<Values> = {
  binding: FieldBinding<Values>;
  /** The value's key, which is also the body's key its error comes back under. */
  name: keyof Values & string;
  label: string;
  /** Set on the input (the journeys' handle). */
  testId?: string;
  maxLength?: number;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** Shown under the field while it has no error. */
  hint?: string;
  /** A name: forced to uppercase as typed (spec 03 §5). */
  upper?: boolean;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText'>;

/** A text input of a related-row form: its value, its setter and the schema's or server's text under it. */
export function BoundTextField<Values>({
  binding,
  name,
  label,
  testId,
  maxLength,
  inputMode,
  hint,
  upper,
  ...rest
}: Props<Values>) {
  const { values, errors, set } = binding;
  return (
    <TextField
      label={label}
      value={(values[name] as string | number | null | undefined) ?? ''}
      onChange={(e) => set(name, (upper ? e.target.value.toUpperCase() : e.target.value) as Values[typeof name])}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ htmlInput: { inputMode, ...(testId ? { 'data-testid': testId } : {}), ...(maxLength ? { maxLength } : {}) } }}
      {...rest}
    />
  );
}
