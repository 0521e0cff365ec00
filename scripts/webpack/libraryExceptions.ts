/**
 * The build's one exception to "libraries as published" (docs/architecture.md): kept because it takes much more than
 * 2 KB off every first visit (the figure in docs/performance.md), and written to fail the build loudly as soon as the
 * library it leans on changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The module that stands in for MUI's `createThemeWithVars` (it says why it is safe). */
export const THEME_STUB = path.resolve(__dirname, 'createThemeWithVarsStub.ts');

/**
 * sha256 of `@mui/material/styles/createTheme.mjs` as checked: it reaches `createThemeWithVars` only for a theme asked
 * with `cssVariables`, which no theme here is (test/src/ui/theme/themeWithoutCssVariables.test.ts). A MUI release that
 * changes the file fails the build until someone checks that again and updates the hash.
 */
const CHECKED_CREATE_THEME_SHA256 = '6bba840f32e75db7040ef6e1f863f8905ba3a5cd10f8aabe8692f21bf6d989bc';

const muiStyles = (): string => path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');

/** Why the exception no longer holds, or null while MUI's `createTheme` is the one checked. */
export function createThemeChange(): string | null {
  const file = path.join(muiStyles(), 'createTheme.mjs');
  const name = '@mui/material/styles/createTheme.mjs';
  if (!fs.existsSync(file)) return `${name} is gone`;
  const sha = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  return sha === CHECKED_CREATE_THEME_SHA256 ? null : `${name} changed (sha256 ${sha})`;
}

/**
 * Swaps MUI's `createThemeWithVars` (the CSS-variables theme, which MUI's `createTheme` imports and no theme here uses)
 * for {@link THEME_STUB} in the production bundle. The build fails when MUI's `createTheme` is not the file checked,
 * or when MUI's styles no longer import the module by that name.
 */
export class ThemeWithoutCssVariablesPlugin {
  apply(compiler: webpack.Compiler): void {
    let swapped = 0;
    new webpack.NormalModuleReplacementPlugin(
      /^\.\/createThemeWithVars\.mjs$/,
      (resource: { context: string; request: string }) => {
        if (!/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) return;
        resource.request = THEME_STUB;
        swapped += 1;
      },
    ).apply(compiler);
    compiler.hooks.thisCompilation.tap('ThemeWithoutCssVariablesPlugin', (compilation) => {
      swapped = 0;
      compilation.hooks.finishModules.tap('ThemeWithoutCssVariablesPlugin', () => {
        const change = createThemeChange();
        const problem =
          change ?? (swapped === 0 ? "@mui/material/styles no longer imports './createThemeWithVars.mjs'" : null);
        if (problem)
          compilation.errors.push(
            new webpack.WebpackError(
              `${problem}: check the swap of MUI's createThemeWithVars again (scripts/webpack/libraryExceptions.ts).`,
            ),
          );
      });
    });
  }
}
