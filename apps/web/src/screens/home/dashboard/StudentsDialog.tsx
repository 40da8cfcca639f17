import { formatDayMonYear, MSG } from '@doyang/domain';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../providers/use-api.ts';
import { useDownload } from '../../../resources/shared/use-download.ts';
import { type CountTarget, dashboardApi } from './dashboard-api.ts';

type Props = { doyang: { id: number; name: string }; target: CountTarget; onClose: () => void };

/** The students behind a card's count, each with why they are counted, 10 a page (the same query as the count). */
export const StudentsDialog = ({ doyang, target, onClose }: Props) => {
  const api = useApi(dashboardApi);
  const [page, setPage] = useState(1);
  const { busy, download } = useDownload();
  const { title, csv, ...query } = target;
  const list = useQuery({
    queryKey: ['dashboard_students', doyang.id, query, page],
    queryFn: () => api.students(doyang.id, { ...query, page }),
    placeholderData: keepPreviousData,
  });
  const answer = list.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="students-dialog-title">
      <DialogTitle id="students-dialog-title">
        {title} | {doyang.name}
        {answer && (
          <Typography variant="body2" color="text.secondary" data-testid="students-dialog-total">
            {answer.total === 1 ? '1 alumno' : `${answer.total} alumnos`}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 120 }} data-testid="students-dialog">
        {list.isPending && <CircularProgress aria-label="Cargando" sx={{ display: 'block', mx: 'auto', my: 3 }} />}
        {list.isError && <Alert severity="error">{list.error instanceof Error ? list.error.message : MSG.generic}</Alert>}
        {answer && answer.total === 0 && <Typography color="text.secondary">No hay alumnos en esta lista.</Typography>}
        {answer && answer.total > 0 && (
          <List dense disablePadding>
            {answer.data.map((s) => (
              <ListItem key={s.id} divider disableGutters data-testid="students-dialog-row">
                <ListItemText
                  primary={s.full_name}
                  secondary={[s.degree_name, s.date ? formatDayMonYear(s.date) : null, ...s.reasons].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {answer && answer.last_page > 1 && (
          <Pagination count={answer.last_page} page={page} onChange={(_, p) => setPage(p)} size="small" siblingCount={0} />
        )}
        {csv && (
          <Button onClick={() => download('csv', csv.path, csv.name)} disabled={busy !== null}>
            Descargar CSV
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
};
