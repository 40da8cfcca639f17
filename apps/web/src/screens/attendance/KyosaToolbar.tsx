import { MSG } from '@doyang/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Paper } from '@mui/material';
import { buildQuery } from '../../providers/api.ts';
import { useDownload } from '../../resources/shared/use-download.ts';
import type { RosterPage } from './attendance-types.ts';
import { DayCounts } from './DayCounts.tsx';
import { DayPicker } from './DayPicker.tsx';
import { bimesterRange } from './StudentToolbar.tsx';

type Props = { page: RosterPage; canAdd: boolean; onAdd: () => void; onDate: (date: string) => void };

/** The kyosa list's day (3 days back), counts, 'Agregar kyosa' and the CSV print. */
export const KyosaToolbar = ({ page, canAdd, onAdd, onDate }: Props) => {
  const { busy, download } = useDownload();
  const path = `/doyang_groups/${page.group.id}/kyosas_assistances_csv${buildQuery(bimesterRange(page))}`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <DayPicker
          date={page.date}
          min={page.window.min_date}
          max={page.window.max_date}
          tooOld={MSG.attendanceTooOldKyosa}
          onChange={onDate}
        />
        <DayCounts counts={page.counts} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
      </Box>
    </Paper>
  );
};
