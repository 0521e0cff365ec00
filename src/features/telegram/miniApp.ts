/** The parts of `window.Telegram.WebApp` (telegram-web-app.js) the site uses. */
export interface TelegramWebApp {
  initData: string;
  colorScheme?: 'light' | 'dark';
  themeParams?: TelegramThemeParams;
  ready?: () => void;
  expand?: () => void;
}

/** Telegram's theme colours (hex strings), as the Mini App receives them. */
export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

/** The launch parameters Telegram appends to a Mini App's URL (`#tgWebAppData=…&tgWebAppThemeParams=…`). */
function launchParams(win: Window): URLSearchParams {
  const fromHash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  if (fromHash.has('tgWebAppData')) return fromHash;
  return new URLSearchParams(win.location.search);
}

/** True when the page runs inside Telegram as a Mini App (the SDK object with initData, or the launch parameters). */
export function isInsideTelegram(win: Window = window): boolean {
  return Boolean(win.Telegram?.WebApp?.initData) || launchParams(win).has('tgWebAppData');
}

/** The raw initData string (never logged, never put into Redux state), or null outside Telegram. */
export function readInitData(win: Window = window): string | null {
  const fromSdk = win.Telegram?.WebApp?.initData;
  if (fromSdk) return fromSdk;
  return launchParams(win).get('tgWebAppData');
}

/** Telegram's theme colours, from the SDK or from the `tgWebAppThemeParams` launch parameter. */
export function readThemeParams(win: Window = window): TelegramThemeParams | null {
  const fromSdk = win.Telegram?.WebApp?.themeParams;
  if (fromSdk && Object.keys(fromSdk).length > 0) return fromSdk;
  const raw = launchParams(win).get('tgWebAppThemeParams');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as TelegramThemeParams) : null;
  } catch {
    return null;
  }
}

const SDK_URL = 'https://telegram.org/js/telegram-web-app.js';

/** Loads telegram-web-app.js, only inside Telegram and only once; the app never waits for it. */
export function loadTelegramSdk(win: Window = window): void {
  if (!isInsideTelegram(win) || win.Telegram?.WebApp) return;
  const doc = win.document;
  if (doc.querySelector(`script[src="${SDK_URL}"]`)) return;
  const script = doc.createElement('script');
  script.src = SDK_URL;
  script.async = true;
  script.addEventListener('load', () => {
    win.Telegram?.WebApp?.ready?.();
    win.Telegram?.WebApp?.expand?.();
  });
  doc.head.appendChild(script);
}
