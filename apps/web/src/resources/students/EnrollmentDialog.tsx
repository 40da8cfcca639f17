import { enrollmentUpdateSchema, MSG } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { zodValidate } from '../shared/zod-validate.ts';
import type { Enrollment } from './EnrollmentHistory.tsx';

type Props = { enrollment: Enrollment; onClose: () => void; onSaved: () => unknown };
const validate = zodValidate(enrollmentUpdateSchema);

/** Edit one stay's dates (PUT /api/enrollments/{id}); the server texts land under the fields. */
export const EnrollmentDialog = ({ enrollment, onClose, onSaved }: Props) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [values, setValues] = useState({
    enrollment_date: enrollment.enrollment_date,
    disenroll_date: enrollment.disenroll_date ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found = values.enrollment_date ? validate(values) : { enrollment_date: MSG.required };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const data = { enrollment_date: values.enrollment_date, disenroll_date: values.disenroll_date || null };
      await dataProvider.update('enrollments', { id: enrollment.id, data, previousData: enrollment });
      notify(MSG.editedAccent, { type: 'success' });
      await onSaved();
      onClose();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      if (body?.errors) setErrors(body.errors);
      notify(MSG.editError, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'enrollment_date' | 'disenroll_date', label: string) => (
    <TextField
      type="date"
      label={label}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="enrollment-title">
      <DialogTitle id="enrollment-title">Editar inscripción</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>
        {field('enrollment_date', 'Fecha de inscripción')}
        {field('disenroll_date', 'Fecha de baja')}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
