/**
 * The look's tokens: colours, corner radii and spacing. The MUI theme (primitives.ts and the customisations) and the
 * light components of src/ui/primitives read them from here, so one change moves both; the browser test
 * test/e2e/foundation/primitivesLook.test.ts compares each light component with the MUI component it follows.
 */

/** Brand colours of the dark theme; the page background matches public/index.html so the first paint does not flash. */
export const colors = {
  background: '#0f1420',
  surface: '#151b2b',
  surfaceRaised: '#1c2438',
  gold: '#f5b400',
  onGold: '#1a1200',
  violet: '#7c5cff',
  text: '#e8eaf0',
  textMuted: '#a3abc2',
  error: '#ff6b6b',
  success: '#3ccf8e',
  divider: 'rgba(255,255,255,0.08)',
  /** The line under the top bar and over the bottom navigation. */
  barLine: 'rgba(255,255,255,0.06)',
} as const;

/** Corner radii in px. */
export const radii = {
  /** The theme's `shape.borderRadius`: fields, skeletons, menus. */
  base: 10,
  /** Buttons: fully round ends. */
  button: 999,
  card: 14,
  alert: 8,
} as const;

/** The spacing unit in px (`theme.spacing(1)`). */
export const spacingUnit = 8;
