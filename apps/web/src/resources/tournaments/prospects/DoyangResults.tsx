import type { DoyangResultAnswer } from '@doyang/domain';
import { Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../providers/api.ts';
import { useApi } from '../../../providers/use-api.ts';
import { DoyangStandingsTable } from '../DoyangStandingsTable.tsx';

const standingsApi = {
  list: (tournamentId: number) => apiFetch<DoyangResultAnswer[]>(`/tournaments/${tournamentId}/doyang_results`),
};

/** Premiaciones de doyang (configuration 37–40), as the brackets screen shows them; staff see their doyangs. */
export const DoyangResults = ({ tournamentId }: { tournamentId: number }) => {
  const api = useApi(standingsApi);
  const standings = useQuery({
    queryKey: ['prospect-screen', 'tournaments', tournamentId, 'standings'],
    queryFn: () => api.list(tournamentId),
  });
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 2 }} data-testid="doyang-results">
      <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 1 }}>
        PREMIACIONES DE DOYANG
      </Typography>
      {standings.data && <DoyangStandingsTable standings={standings.data} empty="Aún no hay resultados." />}
    </Paper>
  );
};
