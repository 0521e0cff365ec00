import type { ThemeOptions } from '@mui/material/styles';
import { colors, radii, spacingUnit } from './tokens';

/** The brand colours (tokens.ts), under the name the screens know them by. */
export const brand = colors;

/** Palette, type scale, shape and spacing from the tokens: the primitives every component customisation builds on. */
export const primitives: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: colors.gold, contrastText: colors.onGold },
    secondary: { main: colors.violet },
    background: { default: colors.background, paper: colors.surface },
    text: { primary: colors.text, secondary: colors.textMuted },
    error: { main: colors.error },
    success: { main: colors.success },
    divider: colors.divider,
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: radii.base },
  spacing: spacingUnit,
  // Tooltips above everything, as the seed asks (z-index 9999).
  zIndex: { tooltip: 9999 },
};
