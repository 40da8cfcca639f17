import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { FieldBinding } from './related-types.ts';

export type SelectOption = { id: number | string; name: string };

type Props<Values> = {
  binding: FieldBinding<Values>;
  /** The value's key, which is also the body's key its error comes back under. */
  name: keyof Values & string;
  label: string;
  options: readonly SelectOption[];
  /** The choice that leaves the value empty (''), when the field may be empty. */
  emptyLabel?: string;
  testId?: string;
  hint?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText' | 'select'>;

/** A select of a related-row form: ids keep their type (a number stays a number), '' is the empty choice. */
export function BoundSelectField<Values>({ binding, name, label, options, emptyLabel, testId, hint, ...rest }: Props<Values>) {
  const { values, errors, set } = binding;
  const value = values[name] as string | number | null | undefined;
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(e) => {
        const picked = options.find((o) => String(o.id) === String(e.target.value));
        set(name, (picked ? picked.id : '') as Values[typeof name]);
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ htmlInput: testId ? { 'data-testid': testId } : undefined }}
      {...rest}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
