import { MSG } from '@doyang/domain';
import { Box, Chip } from '@mui/material';

type Look = { color: 'error' | 'warning' | 'info' | 'success'; variant: 'filled' | 'outlined' };

/** The most serious texts are filled, the warnings outlined. */
const LOOKS: Record<string, Look> = {
  [MSG.statusDropOut]: { color: 'error', variant: 'filled' },
  [MSG.statusDropOutRisk]: { color: 'error', variant: 'outlined' },
  [MSG.statusNoExam]: { color: 'warning', variant: 'filled' },
  [MSG.statusNoExamRisk]: { color: 'warning', variant: 'outlined' },
  [MSG.statusScholarshipRisk]: { color: 'warning', variant: 'outlined' },
  [MSG.statusContact]: { color: 'info', variant: 'outlined' },
  [MSG.statusScholarship]: { color: 'success', variant: 'outlined' },
};

type Props = { status: string | null; scholarshipRisk: boolean };

/** The status text of spec 02 §4; a scholarship at risk shows too when a more serious text hides it. */
export const StatusChip = ({ status, scholarshipRisk }: Props) => {
  const texts = [status, scholarshipRisk && status !== MSG.statusScholarshipRisk ? MSG.statusScholarshipRisk : null].filter(
    (t): t is string => Boolean(t),
  );
  if (!texts.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="status">
      {texts.map((t) => (
        <Chip key={t} size="small" label={t} {...(LOOKS[t] ?? { color: 'info', variant: 'outlined' })} />
      ))}
    </Box>
  );
};
