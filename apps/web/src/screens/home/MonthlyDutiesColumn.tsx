import {
  canReadDuties,
  canSeeGeneralDirection,
  DUTY_READERS,
  GENERAL_DIRECTION_DOYANG_ID,
  type HomeDutyAnswer,
  hasPermission,
  MSG,
} from '@doyang/domain';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { HomeDutySection } from './HomeDutySection.tsx';
import type { HomeListKey } from './home-duties.ts';
import { useHomeDuties } from './use-home-duties.ts';

/**
 * Home's side column 'Tareas Bimestrales' (spec 01 §2), linking to MonthlyDutyIndex: the general direction's
 * own list (general direction only), 'Doyang pendientes', 'Hechas', 'Mis tareas', 'Mis tareas hechas' of the
 * selected doyang. Ticking a pending duty marks it done. Hidden without read on either duty area.
 */
export const MonthlyDutiesColumn = () => {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const readable = Boolean(user && canReadDuties(user));
  const generalDirection = Boolean(user && canSeeGeneralDirection(user));
  const doyangId = selected?.id ?? null;
  const { query, tick } = useHomeDuties(doyangId, readable && (generalDirection || doyangId !== null));
  if (!user || !readable) return null;
  const canTick = hasPermission(user.permissions, DUTY_READERS, 'update');
  const home = query.data;
  const onTick = (list: HomeListKey) =>
    canTick && home ? (duty: HomeDutyAnswer) => tick.mutate({ duty, list, home }) : undefined;

  return (
    <Card variant="outlined" component="aside" aria-label="Tareas Bimestrales" data-testid="home-duties">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
          <Link component={RouterLink} to="/monthly_duties" underline="hover">
            Tareas Bimestrales
          </Link>
        </Typography>
        {!generalDirection && doyangId === null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Selecciona un doyang para ver sus tareas.
          </Typography>
        ) : query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Cargando tareas" />
          </Box>
        ) : query.error || !home ? (
          <Alert severity="error">{MSG.generic}</Alert>
        ) : (
          <>
            {generalDirection && (
              <HomeDutySection
                title="Dirección general"
                testId="home-duties-general-direction"
                duties={home.general_direction}
                onTick={onTick('general_direction')}
              />
            )}
            {home.doyang_id !== GENERAL_DIRECTION_DOYANG_ID && (
              <>
                <HomeDutySection
                  title="Doyang pendientes"
                  testId="home-duties-pending"
                  duties={home.pending}
                  onTick={onTick('pending')}
                />
                <HomeDutySection title="Hechas" testId="home-duties-done" duties={home.done} />
              </>
            )}
            <HomeDutySection title="Mis tareas" testId="home-duties-mine" duties={home.mine} onTick={onTick('mine')} />
            <HomeDutySection title="Mis tareas hechas" testId="home-duties-mine-done" duties={home.mine_done} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
