import { createTheme, type Theme } from '@mui/material/styles';
import type { TelegramThemeParams } from './miniApp';

/** A `#rgb`/`#rrggbb(aa)` colour. */
export const isColor = (value: string | undefined): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

/** Relative luminance test: is this background dark? (No background: dark, Telegram's default.) */
export function isDark(hex: string | undefined): boolean {
  if (!isColor(hex)) return true;
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 140;
}

/**
 * The outer theme recoloured with Telegram's palette (background, text, hint, button colours), its bars
 * (header, bottom navigation) and raised surfaces included: the site's own are dark whatever the theme.
 */
export function telegramTheme(params: TelegramThemeParams): (outer: Theme) => Theme {
  const dark = isDark(params.bg_color);
  const bg = isColor(params.bg_color) ? params.bg_color : null;
  const section = isColor(params.secondary_bg_color) ? params.secondary_bg_color : bg;
  const header = isColor(params.header_bg_color) ? params.header_bg_color : bg;
  const bottomBar = isColor(params.bottom_bar_bg_color) ? params.bottom_bar_bg_color : (section ?? bg);
  const line = dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
  const bar = (color: string | null, border: 'borderBottom' | 'borderTop') =>
    color ? { styleOverrides: { root: { backgroundColor: color, [border]: `1px solid ${line}` } } } : {};
  return (outer) =>
    createTheme(outer, {
      components: {
        MuiAppBar: bar(header, 'borderBottom'),
        MuiBottomNavigation: bar(bottomBar, 'borderTop'),
        ...(section
          ? {
              MuiCard: { styleOverrides: { root: { backgroundColor: section } } },
              MuiMenu: { styleOverrides: { paper: { backgroundColor: section } } },
            }
          : {}),
      },
      palette: {
        mode: dark ? 'dark' : 'light',
        ...(isColor(params.bg_color)
          ? {
              background: {
                default: params.bg_color,
                paper: isColor(params.secondary_bg_color) ? params.secondary_bg_color : params.bg_color,
              },
            }
          : {}),
        ...(isColor(params.text_color)
          ? {
              text: {
                primary: params.text_color,
                secondary: isColor(params.hint_color) ? params.hint_color : params.text_color,
              },
            }
          : {}),
        ...(isColor(params.button_color)
          ? {
              primary: outer.palette.augmentColor({
                color: {
                  main: params.button_color,
                  ...(isColor(params.button_text_color) ? { contrastText: params.button_text_color } : {}),
                },
              }),
            }
          : {}),
      },
    });
}

/** The colours Telegram should paint around the app: its header bar and the background behind the page. */
export function hostColors(params: TelegramThemeParams): {
  header: `#${string}` | null;
  background: `#${string}` | null;
} {
  const background = rrggbb(params.bg_color);
  return { header: rrggbb(params.header_bg_color) ?? background, background };
}

/** A colour as Telegram's colour methods take it (`#rrggbb`, lower case), or null. */
export function rrggbb(value: string | undefined): `#${string}` | null {
  if (!isColor(value)) return null;
  const hex = value.toLowerCase();
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return hex.length >= 7 ? `#${hex.slice(1, 7)}` : null;
}
