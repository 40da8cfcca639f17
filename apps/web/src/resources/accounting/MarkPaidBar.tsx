import { type AccountingPaymentAnswer, fromCents, MSG, sumCents } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { formatMXN } from '../shared/money.ts';
import { useToday } from '../shared/use-today.ts';
import { accountingApi } from './accounting-api.ts';
import { commissionsByDoyang, payConfirmText } from './accounting-view.ts';

type Props = { chosen: AccountingPaymentAnswer[]; onDone: () => void };

/**
 * 'Marcar pagadas' (spec 03 §2, §4): the commissions chosen on the page are paid with today's date, one call per doyang
 * they are owed to (PUT /api/payments/0 {doyang_id, models}), after a confirmation.
 */
export const MarkPaidBar = ({ chosen, onDone }: Props) => {
  const api = useApi(accountingApi);
  const notify = useNotify();
  const client = useQueryClient();
  const today = useToday();
  const [asking, setAsking] = useState(false);
  const pay = useMutation({
    mutationFn: async () => {
      for (const [doyang, models] of commissionsByDoyang(chosen)) await api.markPaid({ doyang_id: doyang, models });
    },
    onSuccess: () => {
      notify(MSG.commissionsPaid, { type: 'success' });
      onDone();
    },
    onError: (error) => notify(errorText(error, MSG.commissionsPayError), { type: 'error' }),
    // Paid or refused (paid meanwhile by someone else), the page and the totals are read again.
    onSettled: () => {
      setAsking(false);
      void client.invalidateQueries({ queryKey: ['accounting'] });
    },
  });
  const total = formatMXN(fromCents(sumCents(chosen.map((l) => l.amount))));
  return (
    <Paper variant="outlined" sx={{ p: 1, mb: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 220 }}>
        {chosen.length
          ? `${chosen.length} ${chosen.length === 1 ? 'comisión elegida' : 'comisiones elegidas'} · ${total}`
          : 'Elige las comisiones pendientes que ya se pagaron.'}
      </Typography>
      <Button variant="contained" color="warning" disabled={!chosen.length || pay.isPending} onClick={() => setAsking(true)}>
        Marcar pagadas
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>Marcar comisiones pagadas</DialogTitle>
        <DialogContent>{payConfirmText(chosen.length, today)}</DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancelar</Button>
          <Button variant="contained" disabled={pay.isPending} onClick={() => pay.mutate()}>
            Marcar pagadas
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
