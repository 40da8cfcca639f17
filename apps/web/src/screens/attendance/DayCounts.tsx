import type { RosterAnswer } from '@doyang/domain';
import { Box, Chip } from '@mui/material';

/** The day's counts of the whole group: attended (A + R, of which late), absent, unmarked. */
export const DayCounts = ({ counts }: { counts: RosterAnswer['counts'] }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="day-counts" aria-live="polite">
    <Chip color="success" label={`Asistieron: ${counts.attended}`} data-testid="count-attended" />
    <Chip color="warning" variant="outlined" label={`Retardos: ${counts.late}`} data-testid="count-late" />
    <Chip color="error" label={`Faltaron: ${counts.absent}`} data-testid="count-absent" />
    <Chip variant="outlined" label={`Sin marcar: ${counts.unmarked}`} data-testid="count-unmarked" />
  </Box>
);
