import { InputAdornment } from '@mui/material';
import { useState } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatAmount, parseAmount } from './money.ts';

/** A pesos amount: '$ 1,234.50 MXN' at rest, the plain number while typing; stored as text ('1234.50'). */
export const MoneyInput = (props: TextInputProps) => {
  const [editing, setEditing] = useState(false);
  return (
    <TextInput
      format={(value: unknown) => (editing ? String(value ?? '') : formatAmount(value))}
      parse={parseAmount}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: <InputAdornment position="end">MXN</InputAdornment>,
        },
        htmlInput: { inputMode: 'decimal' },
      }}
      {...props}
    />
  );
};
