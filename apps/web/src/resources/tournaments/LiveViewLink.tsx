import type { TournamentAnswer } from '@doyang/domain';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';

// The tournament's public live view (issue 13), opened in a new tab for the venue's screen; shown only while the
// stored tournament is marked public (the page answers 'Esta transmisión no está disponible' otherwise).

const LABEL = 'Vista en vivo';
const livePath = (id: number) => `/live/tournaments/${id}`;

/** The list row's icon. */
export const LiveViewButton = () => {
  const record = useRecordContext<TournamentAnswer>();
  if (!record?.is_live_public) return null;
  return (
    <Tooltip title={LABEL}>
      <IconButton
        component="a"
        href={livePath(record.id)}
        target="_blank"
        rel="noopener"
        size="small"
        color="primary"
        aria-label={LABEL}
        onClick={(e) => e.stopPropagation()}
      >
        <LiveTvIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The form's link beside the switch (the saved state, not the unsaved switch). */
export const LiveViewFormLink = () => {
  const record = useRecordContext<TournamentAnswer>();
  if (!record?.id || !record.is_live_public) return null;
  return (
    <Button
      href={livePath(record.id)}
      target="_blank"
      rel="noopener"
      startIcon={<LiveTvIcon />}
      sx={{ justifySelf: 'start', mt: 1 }}
    >
      {LABEL}
    </Button>
  );
};
