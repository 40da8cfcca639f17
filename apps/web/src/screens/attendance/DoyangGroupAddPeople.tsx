import { MSG, type RevisionResultAnswer, type RosterAnswer, type RosterEntryAnswer } from '@doyang/domain';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { useIsGeneralDirection } from '../../resources/shared/use-general-direction.ts';
import { outsideWindow } from './attendance-dates.ts';
import { attendanceRights } from './attendance-rights.ts';
import { DayNotices } from './DayNotices.tsx';
import { GroupHeading } from './GroupHeading.tsx';
import { NoClassDayBanner } from './NoClassDay.tsx';
import { RevisionDialog } from './RevisionDialog.tsx';
import { RosterGate } from './RosterGate.tsx';
import { RosterSearch } from './RosterSearch.tsx';
import { RosterTable } from './RosterTable.tsx';
import { replaceRow, withPending } from './roster-cache.ts';
import { StudentRow } from './StudentRow.tsx';
import { StudentToolbar } from './StudentToolbar.tsx';
import { useNoClassDay } from './use-no-class-day.ts';
import { useLastClassDay, useMarking, useRoster } from './use-roster.ts';

/** DoyangGroupAddPeople (spec 02 §2): the attendance screen of a group's students, /doyang_groups/{id}/add_people. */
export const DoyangGroupAddPeople = () => {
  const roster = useRoster('student');
  return <RosterGate query={roster.query}>{(page) => <StudentAttendance page={page} roster={roster} />}</RosterGate>;
};

const StudentAttendance = ({ page: saved, roster }: { page: RosterAnswer; roster: ReturnType<typeof useRoster> }) => {
  const user = useSessionUser();
  const { mark, pending } = useMarking(roster.key, saved.group.id, 'student', saved.date);
  const page = useMemo(() => withPending(saved, pending), [saved, pending]);
  const generalDirection = useIsGeneralDirection();
  const queryClient = useQueryClient();
  const rights = useMemo(() => attendanceRights(user, page.group), [user, page.group]);
  const noClass = useNoClassDay(roster.key, page);
  const [reviewing, setReviewing] = useState<RosterEntryAnswer | null>(null);
  const onReview = useCallback((row: RosterEntryAnswer) => setReviewing(row), []);
  const saveResult = (id: number, result: RevisionResultAnswer) =>
    queryClient.setQueryData<RosterAnswer>(roster.key, (p) => {
      const row = p?.data.find((r) => r.id === id);
      return p && row ? replaceRow(p, { ...row, revision_result: result }) : p;
    });

  const outside = outsideWindow(page.date, page.window, MSG.attendanceTooOldGroup);
  useLastClassDay(roster, page);
  const locked = !rights.mark || Boolean(page.holiday) || Boolean(outside) || roster.query.isPlaceholderData;
  const reviewOpen = page.revision_season.open && Boolean(page.revision?.active);
  const review = !reviewOpen ? 'hidden' : rights.manageRevision || rights.approveRevision ? 'edit' : 'view';

  return (
    <Box sx={{ pb: 2 }} data-testid="attendance-screen">
      <GroupHeading title="ASISTENCIA" group={page.group} back={{ to: '/doyang_groups', label: 'Grupos' }} />
      <StudentToolbar
        page={page}
        rights={rights}
        generalDirection={generalDirection}
        noClass={noClass}
        onDate={roster.setDate}
        locked={locked}
      />
      <NoClassDayBanner page={page} canRemove={rights.removeNoClassDay} busy={noClass.busy} onRemove={noClass.remove} />
      <DayNotices page={page} showRevision outside={outside} />
      <Box sx={{ mb: 1 }}>
        <RosterSearch label="Buscar alumno" value={roster.text} onChange={roster.setText} />
      </Box>
      <RosterTable
        label="Alumnos del grupo"
        columns={['Alumno', 'Asistencia', Boolean(page.meeting) && 'Junta', 'Faltas y estado', review !== 'hidden' && 'Revisión']}
        page={page}
        empty="Este grupo no tiene alumnos."
        onPage={roster.setPage}
      >
        {page.data.map((row) => (
          <StudentRow
            key={row.id}
            row={row}
            pending={pending.has(row.id)}
            locked={locked}
            meeting={page.meeting}
            review={review}
            onMark={mark}
            onReview={onReview}
          />
        ))}
      </RosterTable>
      {reviewing && page.revision && (
        <RevisionDialog
          revisionId={page.revision.id}
          row={reviewing}
          canAssign={rights.manageRevision}
          canApprove={rights.approveRevision}
          onSaved={(result) => saveResult(reviewing.id, result)}
          onClose={() => setReviewing(null)}
        />
      )}
    </Box>
  );
};
