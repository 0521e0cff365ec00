/**
 * Headers of the SPA's pages, built from the run-time configuration: the Content-Security-Policy allows
 * exactly the origins the configured app talks to (its API, its realtime server, Telegram when a bot is
 * configured) and nothing else, and a preconnect to the API. docs/serving.md explains each one.
 */
import { parseConfig, type AppConfig, type RawAppConfig } from '../src/config/appConfig';

type Env = Record<string, string | undefined>;

/** Deployment choices the configuration cannot tell (all optional). */
export interface CspOptions {
  /** Who may frame the `/v1` pages (the Telegram Mini App generation); default Telegram's web client. */
  miniAppFrameAncestors?: string[];
  /** Extra sources for images (a CDN with game thumbnails), frames (game providers) and connections. */
  extraImgSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
  /** Send the policy as Content-Security-Policy-Report-Only (to try a policy out without breaking anything). */
  reportOnly?: boolean;
}

/** Telegram's web client runs Mini Apps in an iframe; the mobile and desktop apps use a web view (no ancestor). */
export const TELEGRAM_WEB_CLIENT = 'https://web.telegram.org';
/** telegram-widget.js (the Login Widget) comes from here; the Mini App's bridge is bundled, nothing is loaded for it. */
const TELEGRAM_SCRIPTS = 'https://telegram.org';
/** The Login Widget is an iframe from Telegram's OAuth origin. */
const TELEGRAM_OAUTH = 'https://oauth.telegram.org';

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** Reads the CSP choices from the environment (see docs/serving.md). */
export function cspOptionsFromEnv(env: Env): CspOptions {
  return {
    miniAppFrameAncestors:
      env.CSP_MINI_APP_FRAME_ANCESTORS === undefined ? undefined : list(env.CSP_MINI_APP_FRAME_ANCESTORS),
    extraImgSrc: list(env.CSP_EXTRA_IMG_SRC),
    extraFrameSrc: list(env.CSP_EXTRA_FRAME_SRC),
    extraConnectSrc: list(env.CSP_EXTRA_CONNECT_SRC),
    reportOnly: env.CSP_REPORT_ONLY === 'true',
  };
}

/** The origin of a URL, or null when it is not an absolute http(s) URL (a relative API base is same-origin). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The Mini App generation of routes lives under /v1. */
const isMiniAppPage = (pathname: string): boolean => pathname === '/v1' || pathname.startsWith('/v1/');

/** The page the SPA frames to show the Telegram Login Widget (`src/features/telegram/loginFrame`). */
export const TELEGRAM_LOGIN_PAGE = '/telegram-login.html';

/** The Content-Security-Policy of the page at `pathname` for the given configuration. */
export function contentSecurityPolicy(config: AppConfig, pathname: string, options: CspOptions = {}): string {
  const api = originOf(config.apiBaseUrl);
  const { host, port, scheme } = config.realtime;
  const realtime = `${scheme}://${host}:${port}`;
  const telegramLogin = config.telegramBotName !== '';
  // Only the widget's own page loads Telegram's script; the SPA's pages frame that page, and never evaluate code.
  const widgetPage = telegramLogin && pathname === TELEGRAM_LOGIN_PAGE;
  const miniApp = isMiniAppPage(pathname);
  const unique = (sources: (string | null | false)[]): string =>
    [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');

  const directives: Record<string, string> = {
    'default-src': "'self'",
    // telegram-widget.js turns its `data-onauth` attribute into a function with eval(): the widget needs 'unsafe-eval'.
    'script-src': unique(["'self'", widgetPage && TELEGRAM_SCRIPTS, widgetPage && "'unsafe-eval'"]),
    // Emotion (MUI's styling) writes <style> elements at run time; a nonce would need a per-response index.html.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique(["'self'", 'data:', api, ...(options.extraImgSrc ?? [])]),
    'font-src': "'self' data:",
    'connect-src': unique(["'self'", api, realtime, ...(options.extraConnectSrc ?? [])]),
    // The slot page is an iframe served by the API; the SPA frames the widget's page, which frames Telegram's OAuth.
    'frame-src': widgetPage
      ? TELEGRAM_OAUTH
      : unique([api ?? "'self'", telegramLogin && "'self'", ...(options.extraFrameSrc ?? [])]),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': unique(["'self'", ...(miniApp ? (options.miniAppFrameAncestors ?? [TELEGRAM_WEB_CLIENT]) : [])]),
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Opens the connections to the API while the bundle downloads: one for its CORS requests (fetch, no
 * credentials) and one for its images (game thumbnails), which Chromium keeps in separate pools.
 */
function preconnect(config: AppConfig): Record<string, string> {
  const api = originOf(config.apiBaseUrl);
  return api ? { link: `<${api}>; rel=preconnect; crossorigin, <${api}>; rel=preconnect` } : {};
}

/** Headers for an HTML page of the SPA; an invalid configuration gets the strictest policy (the app will show its error). */
export function pageHeaders(raw: RawAppConfig, pathname: string, options: CspOptions = {}): Record<string, string> {
  const name = options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy';
  try {
    const config = parseConfig(raw);
    return { [name]: contentSecurityPolicy(config, pathname, options), ...preconnect(config) };
  } catch {
    return { [name]: "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'" };
  }
}

/** Headers on every answer: no MIME sniffing, and other sites get our origin only, never a path with a token in it. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
