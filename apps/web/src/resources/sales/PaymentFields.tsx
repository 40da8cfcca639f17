import { fromCents, PAYMENT_TYPES } from '@doyang/domain';
import { Box, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { formatMXN, parseAmount } from '../shared/money.ts';
import { AMOUNT_FIELDS, type Amounts, amountsCents } from './sale-note.ts';

type Props = {
  paymentType: string;
  onPaymentType: (type: string) => void;
  amounts: Amounts;
  onAmount: (key: keyof Amounts, value: string) => void;
  /** The note's total as the server priced it. */
  totalCents: number;
  disabled: boolean;
};

/** The payment type (starts 'FAVOR DE DEFINIR') and the four amounts; a single type's amount follows the total. */
export const PaymentFields = ({ paymentType, onPaymentType, amounts, onAmount, totalCents, disabled }: Props) => {
  const paid = amountsCents(amounts);
  const matches = paid === totalCents;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField
        select
        label="Tipo de pago"
        value={paymentType}
        disabled={disabled}
        onChange={(e) => onPaymentType(e.target.value)}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { 'data-testid': 'sale-payment-type' } }}
      >
        {PAYMENT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      {AMOUNT_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={amounts[key]}
          disabled={disabled}
          onChange={(e) => onAmount(key, parseAmount(e.target.value) ?? '')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'data-testid': `sale-${key}`, 'aria-label': label },
          }}
        />
      ))}
      {totalCents > 0 && (
        <Typography
          variant="body2"
          sx={{ gridColumn: '1 / -1', fontWeight: 600 }}
          color={matches ? 'success.main' : 'text.secondary'}
          data-testid="sale-paid-sum"
        >
          {`Pagos: ${paid === null ? '—' : formatMXN(fromCents(paid))} de ${formatMXN(fromCents(totalCents))}`}
          {!matches &&
            paid !== null &&
            ` · ${paid < totalCents ? 'faltan' : 'sobran'} ${formatMXN(fromCents(Math.abs(totalCents - paid)))}`}
        </Typography>
      )}
    </Box>
  );
};
