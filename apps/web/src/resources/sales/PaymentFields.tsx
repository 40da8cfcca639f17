import { PAYMENT_TYPES } from '@doyang/domain';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { parseAmount } from '../shared/money.ts';
import { AMOUNT_FIELDS, type Amounts } from './sale-note.ts';

type Props = {
  paymentType: string;
  onPaymentType: (type: string) => void;
  amounts: Amounts;
  onAmount: (key: keyof Amounts, value: string) => void;
  disabled: boolean;
};

/** The payment type (starts 'FAVOR DE DEFINIR') and the four amounts; a single type's amount follows the total. */
export const PaymentFields = ({ paymentType, onPaymentType, amounts, onAmount, disabled }: Props) => (
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
  </Box>
);
