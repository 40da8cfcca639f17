import type { TournamentAnswer } from '@doyang/domain';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EventGroups } from '../events/parts/EventGroups.tsx';
import { TournamentCategoryParts } from './categories/TournamentCategoryParts.tsx';
import { TournamentAreas } from './TournamentAreas.tsx';

/** Under the tournament's form: its areas, its groups, and the age, degree and weight categories its schedule goes by. */
export const TournamentParts = () => {
  const record = useRecordContext<TournamentAnswer>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TournamentAreas />
      <EventGroups kind="tournaments" />
      <TournamentCategoryParts tournamentId={Number(record.id)} />
    </Stack>
  );
};
