import {
  canSeeGeneralDirection,
  compareSpanish,
  type DoyangListItemAnswer,
  GENERAL_DIRECTOR_USER_ID,
  isGeneralDirectionDoyang,
  MSG,
  ROLES,
  type SessionDoyang,
} from '@doyang/domain';
import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import { Loading } from 'react-admin';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { AllDoyangs } from './AllDoyangs.tsx';
import { DoyangCardGrid } from './DoyangCardGrid.tsx';
import { DoyangCardGroup } from './DoyangCardGroup.tsx';
import { DashboardProvider } from './dashboard/DashboardProvider.tsx';
import { HomeModeSwitch } from './dashboard/HomeModeSwitch.tsx';
import { HomeCalendar } from './HomeCalendar.tsx';
import { MonthlyDutiesColumn } from './MonthlyDutiesColumn.tsx';
import { useHomeData } from './use-home-data.ts';

const byName = (a: DoyangListItemAnswer, b: DoyangListItemAnswer) => compareSpanish(a.name, b.name);

/** The cards of the user's doyangs, taken from the front-page list (which holds only active ones). */
const pick = (all: DoyangListItemAnswer[], refs: SessionDoyang[] | undefined) => {
  const ids = new Set((refs ?? []).map((r) => r.id));
  return all.filter((d) => ids.has(d.id) && d.active !== false);
};

/** Home (spec 01 §2): doyang cards as responsible, as staff, and all of them; beside them (below when narrow) the duties. */
export const Home = () => {
  const user = useSessionUser();
  const { doyangs, today, isPending, error } = useHomeData();
  const sorted = useMemo(() => [...doyangs].sort(byName), [doyangs]);
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{MSG.generic}</Alert>;

  const responsible = pick(sorted, user?.doyangs_as_responsible);
  const personal = pick(sorted, user?.doyangs_as_personal);
  const isGeneralDirector = user?.id === GENERAL_DIRECTOR_USER_ID || user?.role_id === ROLES.DIRECTOR_GENERAL;
  // The general direction is no school: 'TODOS LOS DOYANGS' counts doyangs and clubs. Its card (the whole network's
  // semáforo) is for who works at general-direction level, under its own title unless they already see it above.
  const schools = sorted.filter((d) => !isGeneralDirectionDoyang(d.id));
  const direction = sorted.filter(
    (d) =>
      isGeneralDirectionDoyang(d.id) &&
      Boolean(user && canSeeGeneralDirection(user)) &&
      !responsible.some((r) => r.id === d.id) &&
      (isGeneralDirector || !personal.some((p) => p.id === d.id)),
  );

  return (
    <DashboardProvider>
      <Box
        sx={{
          maxWidth: 1400,
          mx: 'auto',
          py: 1,
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        }}
        data-testid="home"
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <HomeModeSwitch />
          </Box>
          <HomeCalendar today={today} />
          {responsible.length > 0 && (
            <DoyangCardGroup title="DOYANGS (COMO RESPONSABLE)" testId="doyang-group-responsible">
              <DoyangCardGrid doyangs={responsible} today={today} />
            </DoyangCardGroup>
          )}
          {!isGeneralDirector && personal.length > 0 && (
            <DoyangCardGroup title="DOYANGS (COMO PERSONAL)" testId="doyang-group-personal">
              <DoyangCardGrid doyangs={personal} today={today} />
            </DoyangCardGroup>
          )}
          {direction.length > 0 && (
            <DoyangCardGroup title="DIRECCIÓN GENERAL" testId="doyang-group-direction">
              <DoyangCardGrid doyangs={direction} today={today} />
            </DoyangCardGroup>
          )}
          <AllDoyangs doyangs={schools} today={today} />
        </Box>
        <MonthlyDutiesColumn />
      </Box>
    </DashboardProvider>
  );
};
