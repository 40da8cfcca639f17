import {
  ageInYears,
  BUILT_ROUTES,
  canSeeGeneralDirection,
  countOf,
  type DoyangListItemAnswer,
  dutiesSummary,
  formatDayMonYear,
  GENERAL_DIRECTION_DOYANG_ID,
  hasPermission,
} from '@doyang/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, ButtonBase, Card, CardContent, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { areaOf } from '../../providers/resource-areas.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { CardDashboard } from './dashboard/CardDashboard.tsx';
import { useDashboard } from './dashboard/DashboardContext.tsx';
import { TrafficLightButton } from './TrafficLightButton.tsx';

type Props = { doyang: DoyangListItemAnswer; today: string; selected: boolean; onSelect: (d: DoyangListItemAnswer) => void };

/**
 * Spec 01 §2 doyang card: name, 'Apertura', age, students, bimonthly duties. Clicking it selects the doyang.
 * The card is no button itself (it holds the name's link and 'Semáforo'): a toggle button laid over the whole card,
 * named by the doyang's name, selects it; the link and 'Semáforo' sit above that layer, so a click anywhere else on
 * the card still selects, as before.
 */
export const DoyangCard = ({ doyang, today, selected, onSelect }: Props) => {
  const age = ageInYears(doyang.opening_date, today);
  const user = useSessionUser();
  // Only the general-direction card links to its form (spec 01 §2), and only for who may open it.
  const area = areaOf('doyangs');
  const linkToEdit =
    doyang.id === GENERAL_DIRECTION_DOYANG_ID &&
    BUILT_ROUTES.has('/doyangs') &&
    Boolean(user && canSeeGeneralDirection(user) && area && hasPermission(user.permissions, area, 'read'));
  const nameId = `doyang-card-name-${useId()}`;
  // A card with its numbers shows the students as a count that opens them; the others, as a plain line.
  const withNumbers = Boolean(useDashboard()?.readable(doyang.id));
  return (
    <Card
      variant="outlined"
      data-testid={`doyang-card-${doyang.id}`}
      data-selected={selected ? 'true' : 'false'}
      sx={{
        position: 'relative',
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(183, 28, 28, 0.06)' : 'background.paper',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        // The card shows its select button's keyboard focus (the card clips anything drawn outside the button).
        '&:has(.doyang-select.Mui-focusVisible)': {
          boxShadow: 3,
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <ButtonBase
        className="doyang-select"
        aria-pressed={selected}
        aria-labelledby={nameId}
        onClick={() => onSelect(doyang)}
        disableRipple
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: 'inherit',
        }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            id={nameId}
            sx={{ fontWeight: 700, flex: 1, lineHeight: 1.3 }}
            data-testid="doyang-name"
          >
            {linkToEdit ? (
              <Link component={RouterLink} to={`/doyangs/${doyang.id}`} sx={{ position: 'relative' }}>
                {doyang.name}
              </Link>
            ) : (
              doyang.name
            )}
          </Typography>
          {selected && <CheckCircleIcon color="primary" titleAccess="Seleccionado" data-testid="doyang-selected-mark" />}
        </Box>
        {doyang.responsible && (
          <Typography variant="body2" color="text.secondary">
            {doyang.responsible.full_name_honorific}
          </Typography>
        )}
        <Typography variant="body2">Apertura: {formatDayMonYear(doyang.opening_date)}</Typography>
        {age !== null && <Typography variant="body2">{countOf(age, 'año', 'años')}</Typography>}
        {!withNumbers && <Typography variant="body2">Alumnos: {doyang.students_count}</Typography>}
        {doyang.duties_checked !== undefined && (
          <Typography variant="body2" data-testid="doyang-duties">
            {dutiesSummary(doyang.duties_checked, doyang.duties_unchecked ?? 0)}
          </Typography>
        )}
        <CardDashboard doyang={doyang} />
        <TrafficLightButton doyang={doyang} />
      </CardContent>
    </Card>
  );
};
