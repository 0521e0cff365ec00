/**
 * Stands in for MUI's `createThemeWithVars` in the bundle (webpack.config.ts replaces that module with this one).
 * MUI's `createTheme` imports it for themes built with `cssVariables: true` or with several colour schemes; this app
 * builds one dark theme without CSS variables (theme.ts), and MUI's own default theme has neither, so the code is
 * never run, yet every page would download it (about 18 KB minified). Asking for CSS theme variables fails loudly.
 */
export default function createThemeWithVars(): never {
  throw new Error('CSS theme variables are not built into this app: createTheme({ cssVariables }) and extendTheme() are unavailable (see webpack.config.ts).');
}
