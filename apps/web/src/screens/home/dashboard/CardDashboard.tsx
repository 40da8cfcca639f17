import { canSeeGeneralDirection, type DoyangDashboardAnswer, isGeneralDirectionDoyang } from '@doyang/domain';
import { Box, Link, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../providers/use-api.ts';
import { useSessionUser } from '../../../providers/use-session-user.ts';
import { ActiveStudentsDialog } from './ActiveStudentsDialog.tsx';
import { CardNumbers } from './CardNumbers.tsx';
import { useDashboard } from './DashboardContext.tsx';
import { type CountTarget, dashboardApi } from './dashboard-api.ts';
import { EventsReportDialog } from './EventsReportDialog.tsx';
import { GoalDialog, type GoalTarget } from './GoalDialog.tsx';
import { StudentsDialog } from './StudentsDialog.tsx';

type Props = { doyang: { id: number; name: string } };

/** The old home asks each card's numbers on its own (spec 01 §7: GET /api/doyangs/{id}?append=…). */
const useOwnNumbers = (id: number, enabled: boolean) => {
  const api = useApi(dashboardApi);
  return useQuery({ queryKey: ['dashboard', 'card', id], queryFn: () => api.card(id), enabled });
};

/** A card's numbers and the dialogs they open; nothing for a doyang whose numbers the viewer may not read. */
export const CardDashboard = ({ doyang }: Props) => {
  const dashboard = useDashboard();
  const user = useSessionUser();
  const readable = Boolean(dashboard?.readable(doyang.id));
  const own = useOwnNumbers(doyang.id, readable && Boolean(dashboard?.oldHome));
  const [count, setCount] = useState<CountTarget | null>(null);
  const [goal, setGoal] = useState<GoalTarget | null>(null);
  const [students, setStudents] = useState(false);
  const [events, setEvents] = useState(false);
  if (!dashboard || !readable) return null;
  const stats: DoyangDashboardAnswer | undefined = dashboard.oldHome ? own.data : dashboard.byId.get(doyang.id);
  const eventsLink = isGeneralDirectionDoyang(doyang.id) && Boolean(user && canSeeGeneralDirection(user));
  return (
    <>
      {eventsLink && (
        <Link component="button" onClick={() => setEvents(true)} sx={{ position: 'relative', alignSelf: 'flex-start' }}>
          CSV de eventos
        </Link>
      )}
      {stats ? (
        <CardNumbers doyang={doyang} stats={stats} onCount={setCount} onGoal={setGoal} onStudents={() => setStudents(true)} />
      ) : (
        <Box aria-hidden>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </Box>
      )}
      {count && <StudentsDialog doyang={doyang} target={count} onClose={() => setCount(null)} />}
      {goal && <GoalDialog doyang={doyang} target={goal} onClose={() => setGoal(null)} />}
      {students && stats && <ActiveStudentsDialog doyang={doyang} stats={stats} onClose={() => setStudents(false)} />}
      {events && <EventsReportDialog doyangId={doyang.id} onClose={() => setEvents(false)} />}
    </>
  );
};
