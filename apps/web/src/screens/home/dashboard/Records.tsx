import { type DashboardRecord, type DoyangDashboardAnswer, formatDayMonYear } from '@doyang/domain';
import { Box, Typography } from '@mui/material';

const KINDS = [
  ['exam_record', 'Examen'],
  ['event_record', 'Evento'],
  ['tournament_record', 'Torneo'],
  ['meeting_record', 'Junta'],
] as const;

const text = (r: DashboardRecord) => (r.name ? `${r.count} · ${r.name} (${formatDayMonYear(r.date)})` : 'Sin registro');

/** The doyang's records: the most people it ever took to an exam, event, tournament and meeting. */
export const Records = ({ stats }: { stats: DoyangDashboardAnswer }) => (
  <Box data-testid="card-records">
    <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, display: 'block' }}>
      RÉCORDS
    </Typography>
    {KINDS.map(([key, label]) => (
      <Typography key={key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        {text(stats[key])}
      </Typography>
    ))}
  </Box>
);
