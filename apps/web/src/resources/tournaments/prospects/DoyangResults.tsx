import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../providers/api.ts';
import { useApi } from '../../../providers/use-api.ts';

type Standing = {
  doyang_id: number;
  doyang_name: string;
  points: number;
  place: number;
  first: number;
  second: number;
  third: number;
  first_no_contest: number;
};

const standingsApi = {
  list: (tournamentId: number) => apiFetch<Standing[]>(`/tournaments/${tournamentId}/doyang_results`),
};

/** Premiaciones de doyang: points from the placements (configuration 37–40) and the place; staff see their doyangs. */
export const DoyangResults = ({ tournamentId }: { tournamentId: number }) => {
  const api = useApi(standingsApi);
  const standings = useQuery({
    queryKey: ['prospect-screen', 'tournaments', tournamentId, 'standings'],
    queryFn: () => api.list(tournamentId),
  });
  const rows = standings.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 2 }} data-testid="doyang-results">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 1 }}>
        PREMIACIONES DE DOYANG
      </Typography>
      <Table size="small" aria-label="Premiaciones de doyang">
        <TableHead>
          <TableRow>
            <TableCell>Lugar</TableCell>
            <TableCell>Doyang</TableCell>
            <TableCell align="right">Puntos</TableCell>
            <TableCell align="right">1°</TableCell>
            <TableCell align="right">2°</TableCell>
            <TableCell align="right">3°</TableCell>
            <TableCell align="right">1° s/competir</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.doyang_id}>
              <TableCell>{s.place}</TableCell>
              <TableCell>{s.doyang_name}</TableCell>
              <TableCell align="right">{s.points}</TableCell>
              <TableCell align="right">{s.first}</TableCell>
              <TableCell align="right">{s.second}</TableCell>
              <TableCell align="right">{s.third}</TableCell>
              <TableCell align="right">{s.first_no_contest}</TableCell>
            </TableRow>
          ))}
          {standings.data && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>Aún no hay resultados.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
};
