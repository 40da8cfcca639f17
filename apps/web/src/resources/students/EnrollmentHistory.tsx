import { formatDayMonYear, hasPermission, MSG } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { EnrollmentDialog } from './EnrollmentDialog.tsx';

export type Enrollment = { id: number; doyang_name: string | null; enrollment_date: string; disenroll_date: string | null };

/** Enrollment history, newest first; general direction (with 'Alumnos' update) edits dates and deletes rows (spec 02 §4). */
export const EnrollmentHistory = () => {
  const record = useRecordContext<{ id: number; enrollments?: Enrollment[] }>();
  const user = useSessionUser();
  const gd = useIsGeneralDirection();
  const canEdit = gd && Boolean(user && hasPermission(user.permissions, 'Alumnos', 'update'));
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [editing, setEditing] = useState<Enrollment | null>(null);
  const [deleting, setDeleting] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = record?.enrollments ?? [];

  const reload = () => queryClient.invalidateQueries({ queryKey: ['students', 'getOne'] });
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.delete('enrollments', { id: deleting.id, previousData: deleting });
      notify(MSG.editedAccent, { type: 'success' });
      await reload();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MSG.editError, { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Box
      component="section"
      aria-label="Historial de inscripciones"
      sx={{ width: '100%', mt: 1 }}
      data-testid="enrollment-history"
    >
      <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block' }}>
        Historial de inscripciones
      </Typography>
      {rows.length ? (
        <Table size="small" aria-label="Historial de inscripciones">
          <TableHead>
            <TableRow>
              <TableCell>Doyang</TableCell>
              <TableCell>Inscripción</TableCell>
              <TableCell>Baja</TableCell>
              {canEdit && <TableCell align="right" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.id} data-testid="enrollment-row">
                <TableCell>{e.doyang_name ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(e.enrollment_date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(e.disenroll_date) || '—'}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
                    <Tooltip title="Editar fechas">
                      <IconButton size="small" aria-label="Editar fechas" onClick={() => setEditing(e)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Eliminar">
                      <IconButton size="small" color="error" aria-label="Eliminar inscripción" onClick={() => setDeleting(e)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sin inscripciones registradas.
        </Typography>
      )}
      {editing && <EnrollmentDialog enrollment={editing} onClose={() => setEditing(null)} onSaved={reload} />}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title="Eliminar inscripción"
        content={MSG.confirmDeleteRecord}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
