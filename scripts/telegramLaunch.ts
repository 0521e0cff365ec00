/**
 * The launch parameters Telegram's clients append to a Mini App's URL (docs/telegram.md): signed initData, the client's
 * version and platform, and its theme colours. Used by scripts/telegramLaunchUrl.ts and the browser tests' Telegram
 * stand-in.
 */

/** The dark theme as Telegram's Android client sends it (`tgWebAppThemeParams`). */
export const TELEGRAM_DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

/** The URL fragment (without `#`) with which the Android client opens a Mini App. */
export function miniAppLaunchFragment(initData: string, theme: object = TELEGRAM_DARK_THEME): string {
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
  }).toString();
}
