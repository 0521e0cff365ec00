/**
 * Stands in for MUI's `createThemeWithVars` in the production bundle (scripts/webpack/libraryExceptions.ts swaps it in).
 * MUI's `createTheme` calls that module only for a theme asked with `cssVariables`; the site's theme, the Mini App's
 * themes and MUI's own default theme are built without, so the code never runs, yet every first visit would download
 * it. Asking for CSS theme variables fails loudly.
 */
export default function createThemeWithVars(): never {
  throw new Error('CSS theme variables are not built into this app (scripts/webpack/libraryExceptions.ts).');
}
