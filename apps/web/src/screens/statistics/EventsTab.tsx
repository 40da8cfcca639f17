import type { DoyangStatisticsAnswer } from '@doyang/domain';
import {
  Alert,
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../providers/use-api.ts';
import { MonthlyChart } from './MonthlyChart.tsx';
import { statisticsApi } from './statistics-api.ts';

type Props = { doyangId: number; bimesterOnly: boolean; stats: DoyangStatisticsAnswer };

/** Eventos: the parent event selector, each of its events with the doyang's people, and who attended (10 a page). */
export const EventsTab = ({ doyangId, bimesterOnly, stats }: Props) => {
  const api = useApi(statisticsApi);
  const [parentId, setParentId] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const { data, error } = useQuery({
    queryKey: ['statistics', 'attendance', doyangId, parentId, bimesterOnly, page],
    queryFn: () => api.attendance(doyangId, Number(parentId), bimesterOnly, page + 1),
    enabled: parentId !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <Box>
      <TextField
        select
        label="Evento padre"
        value={parentId}
        onChange={(e) => {
          setParentId(Number(e.target.value));
          setPage(0);
        }}
        sx={{ minWidth: 280, maxWidth: '100%', mb: 2 }}
        size="small"
      >
        {stats.parent_events.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {parentId === '' ? <Alert severity="info">Seleccione un evento padre para ver la asistencia.</Alert> : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data && parentId !== '' ? (
        data.events.length === 0 ? (
          <Alert severity="info">
            {bimesterOnly ? 'Este evento padre no tiene eventos en este bimestre.' : 'Este evento padre no tiene eventos.'}
          </Alert>
        ) : (
          <>
            <MonthlyChart
              title="Asistentes por evento"
              kind="bar"
              months={false}
              labels={data.events.map((e) => e.event_name)}
              colorByCategory
              series={[{ label: 'Asistentes', data: data.events.map((e) => e.count) }]}
            />
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
              Asistencia
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Asistencia a los eventos del evento padre">
                <TableHead>
                  <TableRow>
                    <TableCell>Alumno</TableCell>
                    {data.events.map((e) => (
                      <TableCell key={e.event_id} align="center">
                        {e.event_name}
                        <Typography variant="caption" display="block" color="text.secondary">
                          {e.parsed_date} · {e.count} ({e.prospects} prospectos)
                        </Typography>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={data.events.length + 1}>Nadie de este doyang asistió.</TableCell>
                    </TableRow>
                  ) : (
                    data.data.map((row) => (
                      <TableRow key={row.user_id}>
                        <TableCell>{row.full_name}</TableCell>
                        {data.events.map((e) => (
                          <TableCell key={e.event_id} align="center">
                            {row.attended.includes(e.event_id) ? 'Asistió' : '—'}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={data.per_page}
              rowsPerPageOptions={[data.per_page]}
              onPageChange={(_, p) => setPage(p)}
              labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
            />
          </>
        )
      ) : null}
    </Box>
  );
};
