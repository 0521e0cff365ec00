/**
 * The production build swaps MUI's `createThemeWithVars` for a stand-in that throws (scripts/webpack/libraryExceptions.ts,
 * src/ui/theme/themeWithoutCssVariables.ts). This fails loudly when that stops being safe: MUI renames the module the
 * build swaps, or MUI's default theme or one of the app's themes comes to need CSS theme variables.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as Styles from '@mui/material/styles';
import type * as TelegramTheme from '@/features/telegram/telegramTheme';
import type * as Theme from '@/ui/theme/theme';

const muiStyles = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');

test("MUI's createTheme still imports createThemeWithVars under the name the build swaps, and calls it only for CSS variables or colour schemes", () => {
  const source = fs.readFileSync(path.join(muiStyles, 'createTheme.mjs'), 'utf8');
  expect(source).toContain('import createThemeWithVars from "./createThemeWithVars.mjs";');
  // Without `cssVariables` and `colorSchemes` (every theme of this app) it returns before reaching createThemeWithVars.
  const early = source.indexOf(
    "if (cssVariables === false) {\n    if (!('colorSchemes' in options)) {\n      // Behaves exactly as v5\n      return createThemeNoVars(options, ...args);",
  );
  expect(early).toBeGreaterThan(0);
  expect(source.indexOf('createThemeWithVars(', early)).toBeGreaterThan(early);
});

test("MUI's default theme, the site's theme and the Mini App's light and dark themes are built without it", () => {
  jest.isolateModules(() => {
    jest.doMock(path.join(muiStyles, 'createThemeWithVars.js'), () => ({
      __esModule: true,
      default: () => {
        throw new Error('createThemeWithVars called');
      },
    }));
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after the mock above */
    const { theme } = require('@/ui/theme/theme') as typeof Theme;
    const { telegramTheme } = require('@/features/telegram/telegramTheme') as typeof TelegramTheme;
    const styles = require('@mui/material/styles') as typeof Styles;
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(theme.palette.mode).toBe('dark');
    expect(telegramTheme({ bg_color: '#ffffff', text_color: '#000000' })(theme).palette.mode).toBe('light');
    expect(telegramTheme({ bg_color: '#17212b' })(theme).palette.mode).toBe('dark');
    expect(styles.createTheme().palette.mode).toBe('light');
    expect(() => styles.createTheme({ cssVariables: true })).toThrow('createThemeWithVars called');
  });
});
