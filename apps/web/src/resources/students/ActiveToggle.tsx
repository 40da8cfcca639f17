import { formatDayMonYear, MSG, type UserRecordAnswer, withReason } from '@doyang/domain';
import { Box, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';

type Student = Pick<UserRecordAnswer, 'id' | 'full_name' | 'active' | 'disenroll_date'>;

/**
 * 'Activo' (spec 02 §4): asks first, then sends PUT /api/users/{id} {id, active}; cancelling leaves it as
 * it was. Only general direction reactivates. An inactive student shows 'DADO DE BAJA' and since when.
 */
export const ActiveToggle = () => {
  const record = useRecordContext<Student>();
  const gd = useIsGeneralDirection();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const next = !record.active;

  const confirm = async () => {
    setSaving(true);
    try {
      await dataProvider.update('students', { id: record.id, data: { id: record.id, active: next }, previousData: record });
      await queryClient.invalidateQueries({ queryKey: ['students'] });
      notify(MSG.editedAccent, { type: 'success' });
    } catch (error) {
      notify(withReason(MSG.editError, error instanceof Error ? error.message : null), { type: 'error' });
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }} data-testid="student-status">
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, mr: 1 }} data-testid="student-name">
        {record.full_name}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={record.active}
            onChange={() => setAsking(true)}
            disabled={saving || (!record.active && !gd)}
            slotProps={{ input: { 'aria-label': 'Activo' } }}
          />
        }
        label="Activo"
      />
      {!record.active && (
        <>
          <Chip color="error" label={MSG.studentInactive} data-testid="student-inactive" />
          {record.disenroll_date && (
            <Typography variant="body2" color="text.secondary" data-testid="inactive-since">
              {MSG.inactiveSince} {formatDayMonYear(record.disenroll_date)}
            </Typography>
          )}
          {!gd && (
            <Typography variant="caption" color="text.secondary">
              Solo la dirección general puede reactivarlo
            </Typography>
          )}
        </>
      )}
      <Confirm
        isOpen={asking}
        loading={saving}
        title={next ? 'Activar alumno' : 'Desactivar alumno'}
        content={next ? MSG.confirmActivateStudent : MSG.confirmDeactivateStudent}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};
