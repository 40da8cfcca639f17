import { canSeeGeneralDirection, type DoyangDashboardAnswer, formatDayMon, formatMonYear } from '@doyang/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { useDownload } from '../../../resources/shared/use-download.ts';
import { cardFiles, dashboardApi } from './dashboard-api.ts';

type Props = { doyang: { id: number; name: string }; stats: DoyangDashboardAnswer; onClose: () => void };

/** 'Alumnos | {doyang}' (spec 01 §2): the CSVs, the inscription record, black-belt prospects, belts and birthdays. */
export const ActiveStudentsDialog = ({ doyang, stats, onClose }: Props) => {
  const user = useSessionUser();
  const direction = Boolean(user && canSeeGeneralDirection(user));
  const files = cardFiles(doyang.id);
  const { busy, download } = useDownload();
  // The card carries the count; the names come when the dialog opens (a network's month is a long list).
  const birthdays = useQuery({
    queryKey: ['dashboard_birthdays', doyang.id],
    queryFn: () => dashboardApi.birthdays(doyang.id),
  });
  const born = birthdays.data?.data ?? [];
  const file = (key: string, f: { path: string; name: string }, label: string) => (
    <Button size="small" variant="outlined" disabled={busy !== null} onClick={() => download(key, f.path, f.name)}>
      {label}
    </Button>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="active-students-title">
      <DialogTitle id="active-students-title">Alumnos | {doyang.name}</DialogTitle>
      <DialogContent dividers data-testid="active-students-dialog">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {file('active', files.activeStudents, 'CSV de alumnos activos')}
          {direction && file('students', files.students, 'CSV de alumnos')}
          {direction && file('belts', files.belts, 'CSV de cintas')}
        </Box>
        <Typography variant="body2" data-testid="active-students-record">
          Record inscritos:{' '}
          {stats.inscription_record
            ? `${formatMonYear(stats.inscription_record.date)} (${stats.inscription_record.count})`
            : 'sin inscripciones'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
          <Typography variant="body2">Prospectos a cinta negra: {stats.black_belt_prospects_count}</Typography>
          {file('black', files.blackBeltProspects, 'CSV')}
        </Box>
        <Table size="small" aria-label="Alumnos por cinta" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Cinta</TableCell>
              <TableCell align="right">Alumnos</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.totals_by_belt.map((b) => (
              <TableRow key={b.belt_group}>
                <TableCell>{b.belt_group}</TableCell>
                <TableCell align="right">{b.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Cumpleaños del mes
        </Typography>
        {birthdays.isPending && <LinearProgress aria-label="Cargando cumpleaños" sx={{ my: 1 }} />}
        {birthdays.isError && (
          <Typography variant="body2" color="error">
            No se pudieron cargar los cumpleaños.
          </Typography>
        )}
        {birthdays.isSuccess && born.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nadie cumple años este mes.
          </Typography>
        )}
        <Table size="small" aria-label="Cumpleaños del mes">
          <TableBody>
            {born.map((b) => (
              <TableRow key={b.id} data-testid="birthday-row">
                <TableCell>{b.full_name}</TableCell>
                <TableCell align="right">{b.birth_date ? formatDayMon(b.birth_date) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
};
