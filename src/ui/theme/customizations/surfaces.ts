import type { Components, Theme } from '@mui/material/styles';
import { colors, radii } from '../tokens';

/** Cards and papers. */
export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiCard: { styleOverrides: { root: { backgroundColor: colors.surfaceRaised, borderRadius: radii.card } } },
};
