/**
 * The build's exceptions to "libraries as published" (docs/architecture.md, docs/performance.md): each is kept for what
 * it takes off a first visit and fails loudly when the library changes under it.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The project's root folder. */
const root = path.resolve(__dirname, '..', '..');

/**
 * Swaps MUI's `createThemeWithVars` for src/ui/theme/themeWithoutCssVariables.ts (that file says why and what it buys).
 * The one module swap of the build, kept for what it takes off a first visit (docs/performance.md). It fails the build when
 * MUI's styles no longer import that module by that name, so a MUI upgrade cannot silently keep or break it.
 */
export class ThemeWithoutCssVariablesPlugin {
  apply(compiler: webpack.Compiler): void {
    let swapped = 0;
    new webpack.NormalModuleReplacementPlugin(
      /^\.\/createThemeWithVars\.mjs$/,
      (resource: { context: string; request: string }) => {
        if (!/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) return;
        resource.request = path.join(root, 'src/ui/theme/themeWithoutCssVariables.ts');
        swapped += 1;
      },
    ).apply(compiler);
    compiler.hooks.thisCompilation.tap('ThemeWithoutCssVariablesPlugin', (compilation) => {
      swapped = 0;
      compilation.hooks.finishModules.tap('ThemeWithoutCssVariablesPlugin', () => {
        if (swapped === 0) {
          compilation.errors.push(
            new webpack.WebpackError(
              "@mui/material/styles no longer imports './createThemeWithVars.mjs': update or remove ThemeWithoutCssVariablesPlugin (scripts/webpack/libraryExceptions.ts).",
            ),
          );
        }
      });
    });
  }
}

/**
 * react-router 7 exports only its development build (its dev warnings compiled in); its production build is the same
 * code without them, shipped beside it in the package but not exported. Production bundles take it, rewritten by
 * scripts/webpack/pureReactRouter.cjs: together they keep a first visit within its budget (docs/performance.md)
 * (test/e2e/foundation/firstVisit.test.ts). An exception to "libraries as published" (docs/architecture.md);
 * test/src/ui/navigation/reactRouterBuild.test.ts fails
 * when react-router exports a `production` condition of its own (use that instead) or stops shipping the file.
 */
export function reactRouterProductionBuild(): string {
  const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  if (!fs.existsSync(file))
    throw new Error(`react-router no longer ships ${file}: remove the alias (scripts/webpack/libraryExceptions.ts).`);
  return file;
}
