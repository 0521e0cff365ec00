/**
 * The production build swaps MUI's `createThemeWithVars` for a stand-in that throws (scripts/webpack/libraryExceptions.ts).
 * This fails when that stops being safe: MUI's default theme, the site's theme or the Mini App's themes come to need
 * CSS theme variables. (The build itself fails when MUI's `createTheme` changes or stops importing the module.)
 */
import path from 'node:path';
import type * as Styles from '@mui/material/styles';
import type * as TelegramTheme from '@/features/telegram/telegramTheme';
import type * as Theme from '@/ui/theme/theme';

const muiStyles = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
const stub = path.resolve(__dirname, '../../../../scripts/webpack/createThemeWithVarsStub.ts');

test("MUI's default theme, the site's theme and the Mini App's light and dark themes are built without CSS variables", () => {
  jest.isolateModules(() => {
    jest.doMock(path.join(muiStyles, 'createThemeWithVars.js'), () => jest.requireActual(stub));
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after the mock above */
    const { theme } = require('@/ui/theme/theme') as typeof Theme;
    const { telegramTheme } = require('@/features/telegram/telegramTheme') as typeof TelegramTheme;
    const styles = require('@mui/material/styles') as typeof Styles;
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(theme.palette.mode).toBe('dark');
    expect(telegramTheme({ bg_color: '#ffffff', text_color: '#000000' })(theme).palette.mode).toBe('light');
    expect(telegramTheme({ bg_color: '#17212b' })(theme).palette.mode).toBe('dark');
    expect(styles.createTheme().palette.mode).toBe('light');
    expect(() => styles.createTheme({ cssVariables: true })).toThrow('CSS theme variables are not built into this app');
  });
});
