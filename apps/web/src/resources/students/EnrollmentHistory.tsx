import {
  type EnrollmentUpdateBody,
  formatDayMonYear,
  hasPermission,
  MSG,
  type UserEnrollmentAnswer,
  type UserRecordAnswer,
} from '@doyang/domain';
import PrintIcon from '@mui/icons-material/Print';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import type { RelatedAdapter } from '../shared/related-types.ts';
import { useDownload } from '../shared/use-download.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { enrollmentForm } from './EnrollmentFields.tsx';
import { enrollmentsApi } from './enrollments-api.ts';

const TEXTS = {
  update: { done: MSG.editedAccent, failed: MSG.editError },
  remove: { done: MSG.editedAccent, failed: MSG.editError, serverText: true },
};

/** Enrollment history, newest first; general direction (with 'Alumnos' update) edits dates and deletes rows (spec 02 §4). */
export const EnrollmentHistory = () => {
  const record = useRecordContext<Pick<UserRecordAnswer, 'id' | 'enrollments'>>();
  const user = useSessionUser();
  const canEdit = useIsGeneralDirection() && Boolean(user && hasPermission(user.permissions, 'Alumnos', 'update'));
  const enrollments = useApi(enrollmentsApi);
  const queryClient = useQueryClient();
  const { busy, download } = useDownload();

  // The stays are read with the student: reload the student after a change.
  const reload = () => queryClient.invalidateQueries({ queryKey: ['students', 'getOne'] });
  const adapter: RelatedAdapter<UserEnrollmentAnswer, EnrollmentUpdateBody> = {
    update: async (row, input) => {
      await enrollments.update(row.id, input);
      await reload();
    },
    remove: async (row) => {
      await enrollments.remove(row.id);
      await reload();
    },
  };

  return (
    <RelatedTable
      title="Historial de inscripciones"
      variant="plain"
      testId="enrollment-history"
      table={{ label: 'Historial de inscripciones' }}
      columns={[
        { label: 'Doyang', render: (e) => e.doyang_name ?? '' },
        { label: 'Inscripción', wrap: 'nowrap', render: (e) => formatDayMonYear(e.enrollment_date) },
        { label: 'Baja', wrap: 'nowrap', render: (e) => formatDayMonYear(e.disenroll_date) || '—' },
        {
          label: 'Solicitud',
          render: (e) => (
            <Tooltip title="Solicitud de inscripción (PDF)">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Solicitud de inscripción del ${formatDayMonYear(e.enrollment_date)}`}
                  disabled={busy !== null || !record}
                  onClick={() =>
                    download(
                      `enrollment-${e.id}`,
                      `/enrollment_applications/enrollment/${e.id}/user/${record?.id}`,
                      'solicitud_de_enrollmenten.pdf',
                    )
                  }
                >
                  {busy === `enrollment-${e.id}` ? <CircularProgress size={16} /> : <PrintIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          ),
        },
      ]}
      rows={record?.enrollments ?? []}
      rowTestId={() => 'enrollment-row'}
      empty="Sin inscripciones registradas."
      adapter={adapter}
      gate={{ add: false, edit: canEdit, remove: canEdit }}
      texts={TEXTS}
      form={enrollmentForm}
      edit={{ tooltip: 'Editar fechas', label: () => 'Editar fechas' }}
      remove={{
        tooltip: 'Eliminar',
        label: () => 'Eliminar inscripción',
        confirm: { title: 'Eliminar inscripción', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
