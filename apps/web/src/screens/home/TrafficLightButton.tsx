import TrafficIcon from '@mui/icons-material/Traffic';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { TrafficLightDialog } from './TrafficLightDialog.tsx';
import { canReadLight } from './traffic-light-colours.ts';

/** The card's 'Semáforo' action, above the card's select layer (positioned), so clicking it does not select the card. */
export const TrafficLightButton = ({ doyang }: { doyang: { id: number; name: string } }) => {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!canReadLight(user, doyang.id)) return null;
  return (
    <Box sx={{ mt: 0.5, position: 'relative', alignSelf: 'flex-start' }}>
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
