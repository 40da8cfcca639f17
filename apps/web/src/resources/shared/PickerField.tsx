import { Autocomplete, type SxProps, TextField, type Theme } from '@mui/material';

type Props<T extends { id: number }> = {
  label: string;
  testId: string;
  options: T[];
  loading?: boolean;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The typed text, for options searched on the server (then the options are not filtered again here). */
  onInputChange?: (text: string) => void;
  optionLabel: (option: T) => string;
  error?: string;
  noOptionsText?: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/** Pick one record by typing part of its name (a person, a product); its text shows under the field. */
export function PickerField<T extends { id: number }>(props: Props<T>) {
  const { label, testId, error, optionLabel, onChange, onInputChange, noOptionsText, autoFocus, size, ...rest } = props;
  return (
    <Autocomplete
      {...rest}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText ?? 'Sin coincidencias'}
      loadingText="Cargando…"
      onChange={(_, value) => onChange(value)}
      {...(onInputChange
        ? { onInputChange: (_: unknown, text: string) => onInputChange(text), filterOptions: (o: T[]) => o }
        : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={size}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
