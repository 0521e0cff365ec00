/**
 * The Mini App's launch parameters, read without Telegram's bridge (it loads lazily, and only inside
 * Telegram): Telegram opens the app with `#tgWebAppData=…&tgWebAppVersion=…&tgWebAppPlatform=…&tgWebAppThemeParams=…`.
 */

/** Telegram's theme colours (hex strings), as the Mini App receives them. */
export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
  header_bg_color?: string;
  bottom_bar_bg_color?: string;
  [key: string]: string | undefined;
}

/** What the shell needs to know about the launch (never the initData: that is read once, for the sign-in). */
export interface MiniAppLaunch {
  /** Bot API version of the Telegram client (decides which bridge methods it supports). */
  version: string;
  platform: string;
  themeParams: TelegramThemeParams;
}

/** Where the launch is kept for reloads within the tab: the router drops the fragment at the first navigation. */
const STORAGE_KEY = 'telegram-mini-app-launch';

/** The launch parameters in the URL (the fragment, else the query), or null when there are none. */
function urlParams(win: Window): URLSearchParams | null {
  const fromHash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  if (fromHash.has('tgWebAppData') || fromHash.has('tgWebAppVersion')) return fromHash;
  const fromQuery = new URLSearchParams(win.location.search);
  return fromQuery.has('tgWebAppData') || fromQuery.has('tgWebAppVersion') ? fromQuery : null;
}

/** Parses `tgWebAppThemeParams`: an object of strings, or empty. */
export function parseThemeParams(raw: string | null): TelegramThemeParams {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function readStored(win: Window): MiniAppLaunch | null {
  try {
    const raw = win.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<MiniAppLaunch>;
    if (typeof parsed.version !== 'string') return null;
    return {
      version: parsed.version,
      platform: String(parsed.platform ?? ''),
      themeParams: parseThemeParams(JSON.stringify(parsed.themeParams ?? {})),
    };
  } catch {
    return null;
  }
}

interface Snapshot {
  win: Window;
  launch: MiniAppLaunch | null;
  initData: string | null;
}
let snapshot: Snapshot | null = null;

/** Reads the launch once per page load (before the router drops the fragment), and keeps it for reloads. */
function read(win: Window): Snapshot {
  if (snapshot?.win === win) return snapshot;
  const params = urlParams(win);
  let launch: MiniAppLaunch | null = null;
  if (params) {
    launch = {
      version: params.get('tgWebAppVersion') ?? '6.0',
      platform: params.get('tgWebAppPlatform') ?? 'unknown',
      themeParams: parseThemeParams(params.get('tgWebAppThemeParams')),
    };
    try {
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(launch));
    } catch {
      // Storage refused (private mode): a reload will then open as a plain site.
    }
  } else {
    launch = readStored(win);
  }
  snapshot = { win, launch, initData: params?.get('tgWebAppData') ?? null };
  return snapshot;
}

/** The launch inside Telegram (this load's parameters, or this tab's earlier ones), null elsewhere. */
export function readLaunch(win: Window = window): MiniAppLaunch | null {
  return read(win).launch;
}

/** True when the page runs inside Telegram as a Mini App. */
export function isInsideTelegram(win: Window = window): boolean {
  return readLaunch(win) !== null;
}

/** The raw initData string of this page load (never logged, never put into Redux state or storage), or null. */
export function readInitData(win: Window = window): string | null {
  return read(win).initData;
}
