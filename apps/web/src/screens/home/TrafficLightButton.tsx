import TrafficIcon from '@mui/icons-material/Traffic';
import { Box, Button } from '@mui/material';
import { type SyntheticEvent, useState } from 'react';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { TrafficLightDialog } from './TrafficLightDialog.tsx';
import { canReadLight } from './traffic-light-colours.ts';

const stop = (e: SyntheticEvent) => e.stopPropagation();

/** The card's 'Semáforo' action. Clicks and keys inside it (the dialog too) do not select the card. */
export const TrafficLightButton = ({ doyang }: { doyang: { id: number; name: string } }) => {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!canReadLight(user, doyang.id)) return null;
  return (
    <Box onClick={stop} onKeyDown={stop} sx={{ mt: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<TrafficIcon />}
        onClick={() => setOpen(true)}
        data-testid={`traffic-light-open-${doyang.id}`}
      >
        Semáforo
      </Button>
      {open && <TrafficLightDialog doyang={doyang} onClose={() => setOpen(false)} />}
    </Box>
  );
};
