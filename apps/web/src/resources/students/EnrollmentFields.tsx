import { type EnrollmentUpdateBody, enrollmentUpdateSchema, type UserEnrollmentAnswer } from '@doyang/domain';
import { DatePickerField } from '../shared/DatePickerField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';

type Values = { enrollment_date: string; disenroll_date: string };

const DateField = ({ field, name, label }: { field: FieldBinding<Values>; name: keyof Values; label: string }) => (
  <DatePickerField
    label={label}
    value={field.values[name]}
    onChange={(value) => field.set(name, value ?? '')}
    error={Boolean(field.errors[name])}
    helperText={field.errors[name]}
    clearable={name === 'disenroll_date'}
    fullWidth
  />
);

/** 'Editar inscripción': one stay's dates (PUT /api/enrollments/{id}); an empty 'Fecha de baja' clears it. */
export const enrollmentForm: RelatedForm<UserEnrollmentAnswer, Values, EnrollmentUpdateBody> = {
  title: 'Editar inscripción',
  schema: enrollmentUpdateSchema,
  initial: (row) => ({ enrollment_date: row?.enrollment_date ?? '', disenroll_date: row?.disenroll_date ?? '' }),
  toInput: (v) => ({ enrollment_date: v.enrollment_date, disenroll_date: v.disenroll_date || null }),
  required: ['enrollment_date'],
  fields: (field) => (
    <>
      <DateField field={field} name="enrollment_date" label="Fecha de inscripción" />
      <DateField field={field} name="disenroll_date" label="Fecha de baja" />
    </>
  ),
  submit: { label: 'Guardar' },
  maxWidth: 'xs',
};
