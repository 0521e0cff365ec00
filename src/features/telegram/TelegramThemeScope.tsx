import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { isInsideTelegram, readThemeParams, type TelegramThemeParams } from './miniApp';

const isColor = (value: string | undefined): value is string => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

/** The outer theme recoloured with Telegram's palette (background, text, hint, button colours). */
function telegramTheme(params: TelegramThemeParams, dark: boolean): (outer: Theme) => Theme {
  return (outer) =>
    createTheme(outer, {
      palette: {
        mode: dark ? 'dark' : 'light',
        ...(isColor(params.bg_color)
          ? { background: { default: params.bg_color, paper: isColor(params.secondary_bg_color) ? params.secondary_bg_color : params.bg_color } }
          : {}),
        ...(isColor(params.text_color)
          ? { text: { primary: params.text_color, secondary: isColor(params.hint_color) ? params.hint_color : params.text_color } }
          : {}),
        ...(isColor(params.button_color)
          ? {
              primary: outer.palette.augmentColor({
                color: { main: params.button_color, ...(isColor(params.button_text_color) ? { contrastText: params.button_text_color } : {}) },
              }),
            }
          : {}),
      },
    });
}

/** Relative luminance test: is this background dark? */
function isDark(hex: string | undefined): boolean {
  if (!isColor(hex)) return true;
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 140;
}

/** Inside the Telegram Mini App, gives its children Telegram's theme colours; elsewhere renders them unchanged. */
export function TelegramThemeScope({ children }: { children: ReactNode }) {
  const params = useMemo(() => (isInsideTelegram() ? readThemeParams() : null), []);
  const themeFn = useMemo(() => (params ? telegramTheme(params, isDark(params.bg_color)) : null), [params]);
  if (!themeFn) return <>{children}</>;
  return (
    <ThemeProvider theme={themeFn}>
      <Box data-telegram-theme="" sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>{children}</Box>
    </ThemeProvider>
  );
}
