import { formatDayMonYear, type UserRecordAnswer } from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useDownload } from '../shared/use-download.ts';

type Student = Pick<UserRecordAnswer, 'id' | 'curriculum_points'>;

/** The points dialog (curriculum_points of GET /api/users/{id}) and the curriculum CSV. */
export const CurriculumButtons = () => {
  const record = useRecordContext<Student>();
  const [open, setOpen] = useState(false);
  const { busy, download } = useDownload();
  if (!record) return null;
  const points = record.curriculum_points;
  const summary: [string, number | undefined][] = [
    ['Puntos iniciales', points?.starting],
    ['Locales', points?.local],
    ['Foráneos', points?.foreign],
    ['Total', points?.total],
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
      <Button variant="outlined" startIcon={<EmojiEventsIcon />} onClick={() => setOpen(true)} data-testid="curriculum-open">
        Puntos de currículum ({points?.total ?? 0})
      </Button>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={busy !== null}
        onClick={() => download('curriculum', `/users/${record.id}/curriuculum-csv`, 'curriculum.csv')}
        data-testid="curriculum-csv"
      >
        CSV de currículum
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="curriculum-title">
        <DialogTitle id="curriculum-title">Puntos de currículum</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mb: 2 }}>
            {summary.map(([label, value]) => (
              <Box key={label} sx={{ textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1, py: 1 }}>
                <Typography variant="h6">{value ?? 0}</Typography>
                <Typography variant="caption">{label}</Typography>
              </Box>
            ))}
          </Box>
          {points?.items.length ? (
            <Table size="small" aria-label="Puntos">
              <TableHead>
                <TableRow>
                  <TableCell>Fecha</TableCell>
                  <TableCell>Concepto</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell align="right">Puntos</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {points.items.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(i.date)}</TableCell>
                    <TableCell>{i.concept}</TableCell>
                    <TableCell>{i.kind === 'foreign' ? 'Foráneo' : 'Local'}</TableCell>
                    <TableCell align="right">{i.points}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">Todavía no tiene puntos por eventos o torneos.</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
