import { canImpersonate, MSG, type UserRecordAnswer } from '@doyang/domain';
import LoginIcon from '@mui/icons-material/Login';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { startImpersonation } from '../../providers/impersonation.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { errorText } from '../shared/error-text.ts';

/**
 * 'Ingresar como usuario' (spec 02 §2): shown when the rules allow it (general direction with 'Usuarios'
 * update, never onto user 1 or oneself, one level only); the app then runs as that user until 'Volver a mi usuario'.
 */
export const ImpersonateButton = () => {
  const user = useSessionUser();
  const record = useRecordContext<Pick<UserRecordAnswer, 'id' | 'role_id' | 'active'>>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!user || !record || user.impersonated_by || !canImpersonate(user, record)) return null;

  const enter = async () => {
    setBusy(true);
    try {
      await startImpersonation(record.id, `/professors/${record.id}`);
      queryClient.clear();
      navigate('/');
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<LoginIcon />}
      onClick={enter}
      disabled={busy || !record.active}
      title={record.active ? undefined : 'El usuario está inactivo'}
      data-testid="impersonate"
    >
      {MSG.impersonate}
    </Button>
  );
};
