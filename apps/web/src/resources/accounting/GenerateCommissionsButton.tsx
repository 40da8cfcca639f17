import { MSG } from '@doyang/domain';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { accountingApi } from './accounting-api.ts';

/**
 * 'Calcular comisiones' (general direction): writes the commissions of what is over as pending lines, once each
 * (docs/decisions.md, "Issue 26 — commissions computed from sales"); the server says how many were new.
 */
export const GenerateCommissionsButton = () => {
  const api = useApi(accountingApi);
  const notify = useNotify();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => api.generateCommissions(),
    onSuccess: (answer) => notify(answer.message, { type: 'success' }),
    onError: (error) => notify(errorText(error, MSG.generic), { type: 'error' }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['accounting'] }),
  });
  return (
    <Button variant="outlined" disabled={run.isPending} onClick={() => run.mutate()}>
      Calcular comisiones
    </Button>
  );
};
