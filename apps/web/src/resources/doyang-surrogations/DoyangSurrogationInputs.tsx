import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** A percentage from 0 to 100 with up to two decimals, typed as text ('12.5'). */
export const PercentInput = (props: TextInputProps) => (
  <TextInput
    slotProps={{
      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      htmlInput: { inputMode: 'decimal' },
    }}
    {...props}
  />
);

/** A scheme's own fields (spec 03 §3 DoyangSurrogation): name and percentage. */
export const DoyangSurrogationInputs = () => (
  <>
    <UpperTextInput source="name" />
    <PercentInput source="percentage" label="Porcentaje" />
  </>
);
