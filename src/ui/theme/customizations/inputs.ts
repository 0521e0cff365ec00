import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

/** Buttons, text fields and selects. */
export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: radii.button } },
  },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true, margin: 'normal' } },
  MuiFormHelperText: { styleOverrides: { root: { marginLeft: 2 } } },
};
