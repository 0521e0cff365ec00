import type { ThemeOptions } from '@mui/material/styles';

/** Brand colours of the dark theme; the page background matches public/index.html so the first paint does not flash. */
export const brand = {
  background: '#0f1420',
  surface: '#151b2b',
  surfaceRaised: '#1c2438',
  gold: '#f5b400',
  violet: '#7c5cff',
  text: '#e8eaf0',
  textMuted: '#a3abc2',
} as const;

/** Palette, type scale, shape and spacing: the primitives every component customisation builds on. */
export const primitives: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: brand.gold, contrastText: '#1a1200' },
    secondary: { main: brand.violet },
    background: { default: brand.background, paper: brand.surface },
    text: { primary: brand.text, secondary: brand.textMuted },
    error: { main: '#ff6b6b' },
    success: { main: '#3ccf8e' },
    divider: 'rgba(255,255,255,0.08)',
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  // Tooltips above everything, as the seed asks (z-index 9999).
  zIndex: { tooltip: 9999 },
};
