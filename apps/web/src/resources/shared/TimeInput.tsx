import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { TimePickerField } from './TimePickerField.tsx';

/** A react-admin form's time of day (HH:MM, 24-hour clock): the shared picker bound to the form's field. */
export const TimeInput = ({ source, resource }: { source: string; resource?: string }) => {
  const { field, fieldState, id, isRequired } = useInput({ source, resource });
  return (
    <TimePickerField
      value={field.value}
      onChange={field.onChange}
      label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
      id={id}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      className={`ra-input ra-input-${source}`}
    />
  );
};
