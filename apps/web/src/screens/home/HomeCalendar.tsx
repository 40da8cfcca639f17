import { MSG } from '@doyang/domain';
import { Alert, Box } from '@mui/material';
import { NextExam } from './NextExam.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';
import { useHomeCalendar } from './use-home-calendar.ts';

/** Home's calendar row (spec 01 §2): the upcoming events and the next exam, side by side from md up. */
export const HomeCalendar = ({ today }: { today: string }) => {
  const c = useHomeCalendar(today);
  if (c.failed)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {MSG.generic}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <UpcomingEvents items={c.upcoming} pending={c.upcomingPending} />
      <NextExam exam={c.nextExam} exams={c.exams} pending={c.examsPending} />
    </Box>
  );
};
