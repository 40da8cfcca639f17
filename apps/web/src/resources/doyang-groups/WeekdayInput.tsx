import { WEEK_DAY_NAMES } from '@doyang/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import { NO_CLASS_DAYS } from './group-form.ts';

/** The class days: lunes … domingo ↔ json_week[0..6] (spec 02 §3); at least one (the schema's text). */
export const WeekdayInput = () => {
  const { field, fieldState, formState } = useInput({ source: 'json_week' });
  const week: boolean[] = Array.isArray(field.value) ? field.value : NO_CLASS_DAYS;
  // react-admin keeps form errors as {message, args} to translate them: ValidationError renders them.
  const error = fieldState.error?.message && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : null;
  const toggle = (index: number, on: boolean) => {
    field.onChange(NO_CLASS_DAYS.map((_, i) => (i === index ? on : week[i] === true)));
    field.onBlur();
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 2 }} data-testid="group-week">
      <FormLabel component="legend">Días de clase</FormLabel>
      <FormGroup row>
        {WEEK_DAY_NAMES.map((day, i) => (
          <FormControlLabel
            key={day}
            label={day}
            control={<Checkbox checked={week[i] === true} onChange={(e) => toggle(i, e.target.checked)} />}
          />
        ))}
      </FormGroup>
      {error && (
        <FormHelperText>
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
