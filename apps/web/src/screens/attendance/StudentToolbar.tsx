import { MSG, type RosterAnswer } from '@doyang/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GroupsIcon from '@mui/icons-material/Groups';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { buildQuery } from '../../providers/api.ts';
import { useDownload } from '../../resources/shared/use-download.ts';
import { AddStudent } from './AddStudent.tsx';
import { AllPresentButton } from './AllPresentButton.tsx';
import type { AttendanceRights } from './attendance-rights.ts';
import { DayBar } from './DayBar.tsx';
import { NoClassDayButton } from './NoClassDay.tsx';
import { RevisionActions } from './RevisionActions.tsx';

type Props = {
  page: RosterAnswer;
  rights: AttendanceRights;
  generalDirection: boolean;
  noClass: { mark: () => void; busy: boolean };
  onDate: (date: string) => void;
  /** The day's marks cannot change (no rights, a no-class day, out of the window, loading). */
  locked: boolean;
};

/** The CSV of the bimester's attendance, up to today. */
export const bimesterRange = (page: RosterAnswer) => ({
  from_date: page.bimester.start_date,
  to_date: page.bimester.end_date < page.window.max_date ? page.bimester.end_date : page.window.max_date,
});

/** The day, its counts, and the screen's buttons (spec 02 §2). */
export const StudentToolbar = ({ page, rights, generalDirection, noClass, onDate, locked }: Props) => {
  const { busy, download } = useDownload();
  const id = page.group.id;
  return (
    <DayBar page={page} tooOld={MSG.attendanceTooOldGroup} onDate={onDate}>
      <AllPresentButton page={page} locked={locked} />
      {rights.editPeople && <AddStudent group={page.group} anyDoyang={page.group.is_selective_group && generalDirection} />}
      <NoClassDayButton page={page} canMark={rights.noClassDay} busy={noClass.busy} onMark={noClass.mark} />
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={busy === 'assistances'}
        onClick={() =>
          download('assistances', `/doyang_groups/${id}/assistances_csv${buildQuery(bimesterRange(page))}`, 'asistencias.csv')
        }
      >
        Imprimir CSV de asistencias
      </Button>
      <RevisionActions page={page} canManage={rights.manageRevision} download={download} busy={busy} />
      <Button variant="outlined" startIcon={<GroupsIcon />} component={Link} to={`/doyang_groups/${id}/kyosa_list`}>
        Kyosas
      </Button>
    </DayBar>
  );
};
