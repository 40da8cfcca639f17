import { useThemeProps } from '@mui/material/styles';

export type PickerLook = {
  variant?: 'filled' | 'outlined' | 'standard';
  margin?: 'dense' | 'normal' | 'none';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

/** The text fields' look from the theme: the pickers' fields do not read TextField's theme defaults. */
export const usePickerLook = (): PickerLook => useThemeProps({ props: {} as PickerLook, name: 'MuiTextField' });
