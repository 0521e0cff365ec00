/**
 * Stands in for MUI's `createThemeWithVars` in the production bundle: scripts/webpack/libraryExceptions.ts swaps MUI's module for this
 * one, the one exception to "libraries as published" (docs/architecture.md, "Libraries as published"). MUI's
 * `createTheme` imports it for themes built with `cssVariables: true` or with several colour schemes; this app builds
 * its themes without either, and MUI's own default theme has neither, so the code never runs, yet every first visit
 * would download it (its weight in docs/performance.md, measured by bench/first-visit.ts). The build fails if MUI stops importing
 * it under that name, and test/src/ui/theme/themeWithoutCssVariables.test.ts fails if MUI or the app's themes start to
 * need it. Asking for CSS theme variables fails loudly.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'CSS theme variables are not built into this app: createTheme({ cssVariables }) and extendTheme() are unavailable (see webpack.config.ts).',
  );
}
