import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../primitives';

/** Cards and papers. */
export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiCard: { styleOverrides: { root: { backgroundColor: brand.surfaceRaised, borderRadius: 14 } } },
};
