import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { Box, Button, Chip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { leaveImpersonation } from '../providers/impersonation.ts';
import { useSessionUser } from '../providers/use-session-user.ts';

/** While acting as another user ('Ingresar como usuario'): who we are acting as, and the way back. */
export const ImpersonationBanner = () => {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [leaving, setLeaving] = useState(false);
  if (!user?.impersonated_by) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      const back = await leaveImpersonation();
      queryClient.clear();
      navigate(back);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="impersonation-banner">
      <Chip
        icon={<SupervisorAccountIcon />}
        label={`Actuando como ${user.full_name_honorific || user.full_name}`}
        title={`Actuando como ${user.full_name_honorific || user.full_name} (${user.impersonated_by.full_name_honorific})`}
        sx={{
          bgcolor: 'warning.light',
          color: 'warning.contrastText',
          fontWeight: 600,
          minWidth: 0,
          maxWidth: { xs: 180, sm: 340 },
        }}
      />
      <Button
        variant="contained"
        color="inherit"
        size="small"
        onClick={leave}
        disabled={leaving}
        sx={{ color: 'text.primary', whiteSpace: 'nowrap', flexShrink: 0 }}
        data-testid="leave-impersonation"
      >
        Volver a mi usuario
      </Button>
    </Box>
  );
};
