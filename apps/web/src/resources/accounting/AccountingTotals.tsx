import type { PaymentAmountsAnswer } from '@doyang/domain';
import { Paper, Stack, Typography } from '@mui/material';
import { formatMXN } from '../shared/money.ts';

const PARTS: [label: string, key: keyof PaymentAmountsAnswer][] = [
  ['TOTAL', 'total'],
  ['EFECTIVO', 'cashAmount'],
  ['TARJETA DE CRÉDITO', 'creditCardAmount'],
  ['TARJETA DE DÉBITO', 'debitCardAmount'],
  ['DEPÓSITO', 'depositAmount'],
];

/** The totals row (spec 03 §2): every line the filters find, by payment type, and what is still owed as commissions. */
export const AccountingTotals = ({ amounts }: { amounts: PaymentAmountsAnswer | undefined }) => {
  const parts =
    amounts && Number(amounts.pendingAmount) !== 0 ? [...PARTS, ['COMISIONES PENDIENTES', 'pendingAmount'] as const] : PARTS;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1.5 }} role="group" aria-label="Totales">
      {parts.map(([label, key], i) => (
        <Paper key={key} variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 150, bgcolor: i === 0 ? 'action.hover' : undefined }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: i === 0 ? 700 : 500 }} data-testid={`amount-${key}`}>
            {amounts ? formatMXN(amounts[key]) : '—'}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
};
