import { Stack } from '@mui/material';
import { TournamentAreas } from './TournamentAreas.tsx';

/** Under the tournament's form: its areas, and the age, degree and weight categories its schedule goes by. */
export const TournamentParts = () => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <TournamentAreas />
  </Stack>
);
