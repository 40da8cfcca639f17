import { MSG, type RosterAnswer, type RosterEntryAnswer } from '@doyang/domain';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { AddKyosaDialog } from '../../resources/doyang-groups/AddKyosaDialog.tsx';
import { groupsApi } from '../../resources/doyang-groups/groups-api.ts';
import { errorText } from '../../resources/shared/error-text.ts';
import { outsideWindow } from './attendance-dates.ts';
import { attendanceRights } from './attendance-rights.ts';
import { DayNotices } from './DayNotices.tsx';
import { GroupHeading } from './GroupHeading.tsx';
import { KyosaRow } from './KyosaRow.tsx';
import { KyosaToolbar } from './KyosaToolbar.tsx';
import { NoClassDayBanner } from './NoClassDay.tsx';
import { RosterGate } from './RosterGate.tsx';
import { RosterTable } from './RosterTable.tsx';
import { withPending } from './roster-cache.ts';
import { useLastClassDay, useMarking, useRoster } from './use-roster.ts';

/** KyosaList (spec 02 §2): the assistants of a group with their attendance, /doyang_groups/{id}/kyosa_list. */
export const KyosaList = () => {
  const roster = useRoster('kyosa');
  return <RosterGate query={roster.query}>{(page) => <KyosaAttendance page={page} roster={roster} />}</RosterGate>;
};

const KyosaAttendance = ({ page: saved, roster }: { page: RosterAnswer; roster: ReturnType<typeof useRoster> }) => {
  const user = useSessionUser();
  const { mark, pending } = useMarking(roster.key, saved.group.id, 'kyosa', saved.date);
  const page = useMemo(() => withPending(saved, pending), [saved, pending]);
  const groups = useApi(groupsApi);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rights = useMemo(() => attendanceRights(user, page.group), [user, page.group]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RosterEntryAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const onRemove = useCallback((row: RosterEntryAnswer) => setRemoving(row), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['roster', page.group.id] });
  const remove = async (row: RosterEntryAnswer) => {
    setBusy(true);
    try {
      await groups.removeKyosas(page.group.id, [row.id]);
      notify(MSG.modifiedAccent, { type: 'success' });
      await refresh();
    } catch (error) {
      notify(errorText(error, MSG.modifyError), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const outside = outsideWindow(page.date, page.window, MSG.attendanceTooOldKyosa);
  useLastClassDay(roster, page);
  const locked = !rights.mark || Boolean(page.holiday) || Boolean(outside) || roster.query.isPlaceholderData;

  return (
    <Box sx={{ pb: 2 }} data-testid="kyosa-screen">
      <GroupHeading
        title="KYOSAS"
        group={page.group}
        back={{ to: `/doyang_groups/${page.group.id}/add_people`, label: 'Asistencia de alumnos' }}
      />
      <KyosaToolbar page={page} canAdd={rights.editPeople} onAdd={() => setAdding(true)} onDate={roster.setDate} />
      <NoClassDayBanner page={page} canRemove={false} busy={false} onRemove={() => undefined} />
      <DayNotices page={page} showRevision={false} outside={outside} />
      <RosterTable
        label="Kyosas del grupo"
        columns={[
          'Kyosa',
          'Asistencia',
          Boolean(page.meeting) && 'Junta',
          'Faltas del bimestre',
          rights.editPeople && 'Acciones',
        ]}
        page={page}
        empty="Este grupo no tiene kyosas."
        onPage={roster.setPage}
      >
        {page.data.map((row) => (
          <KyosaRow
            key={row.id}
            row={row}
            pending={pending.has(row.id)}
            locked={locked}
            meeting={page.meeting}
            canRemove={rights.editPeople}
            onMark={mark}
            onRemove={onRemove}
          />
        ))}
      </RosterTable>
      {adding && (
        <AddKyosaDialog
          groupId={page.group.id}
          doyangId={page.group.doyang_id}
          taken={page.group.kyosa_ids}
          onClose={() => setAdding(false)}
          onAdded={refresh}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title="Quitar kyosa del grupo"
        content={MSG.confirmDeleteElement}
        confirmColor="warning"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
