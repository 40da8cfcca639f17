import { MSG, type RosterAnswer } from '@doyang/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { buildQuery } from '../../providers/api.ts';
import { useDownload } from '../../resources/shared/use-download.ts';
import { DayBar } from './DayBar.tsx';
import { bimesterRange } from './StudentToolbar.tsx';

type Props = { page: RosterAnswer; canAdd: boolean; onAdd: () => void; onDate: (date: string) => void };

/** The kyosa list's day (3 days back), counts, 'Agregar kyosa' and the CSV print. */
export const KyosaToolbar = ({ page, canAdd, onAdd, onDate }: Props) => {
  const { busy, download } = useDownload();
  const path = `/doyang_groups/${page.group.id}/kyosas_assistances_csv${buildQuery(bimesterRange(page))}`;
  return (
    <DayBar page={page} tooOld={MSG.attendanceTooOldKyosa} onDate={onDate}>
      {canAdd && (
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onAdd} data-testid="add-kyosa">
          Agregar kyosa
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={busy === 'kyosas'}
        onClick={() => download('kyosas', path, 'asistencias-kyosas.csv')}
      >
        Imprimir CSV de kyosas
      </Button>
    </DayBar>
  );
};
