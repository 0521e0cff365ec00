import Cookies, { type CookieSetOptions } from 'universal-cookie';
import type { AppConfig } from '@/config/appConfig';
import type { TokenStore } from './services';

/** Name of the auth cookie (docs/architecture.md). */
export const AUTH_COOKIE = 'auth_token';
/** The older name another part of the product used; a token found there is adopted once. */
export const LEGACY_AUTH_COOKIE = 'auth-token';
/** Cookie holding the uuid an admin impersonates; sent as X-Login-As. */
export const LOGIN_AS_COOKIE = 'login_as';
/** 12 × 30 days. */
export const AUTH_COOKIE_DAYS = 360;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|::1|.+\.localhost)$/;

/** Where the cookie is being written: defaults to the page's own location. */
export interface CookieLocation {
  protocol: string;
  hostname: string;
}

/** Secure everywhere but plain-http loopback development (a browser drops Secure cookies on other http origins). */
export function cookieIsSecure(location: CookieLocation): boolean {
  return !(location.protocol === 'http:' && LOOPBACK.test(location.hostname));
}

/**
 * The browser's TokenStore: the bearer token lives only in the `auth_token` cookie (360 days, SameSite=Lax,
 * Secure except on http://localhost, on `config.cookieDomain` when set), never in Redux state.
 * A token under the old name `auth-token` is adopted once: rewritten as `auth_token`, the old one removed.
 */
export function createCookieTokenStore(
  config: Pick<AppConfig, 'cookieDomain'>,
  options: { cookies?: Cookies; location?: CookieLocation; now?: () => number } = {},
): TokenStore {
  const cookies = options.cookies ?? new Cookies();
  const location = options.location ?? { protocol: window.location.protocol, hostname: window.location.hostname };
  const now = options.now ?? Date.now;
  const domain = config.cookieDomain || undefined;
  const scope: CookieSetOptions = { path: '/', ...(domain ? { domain } : {}) };

  const read = (name: string): string | null => {
    const value: unknown = cookies.get(name, { doNotParse: true });
    return typeof value === 'string' && value !== '' ? value : null;
  };

  const write = (token: string): void => {
    const maxAge = AUTH_COOKIE_DAYS * 24 * 60 * 60;
    cookies.set(AUTH_COOKIE, token, {
      ...scope,
      maxAge,
      expires: new Date(now() + maxAge * 1000),
      sameSite: 'lax',
      secure: cookieIsSecure(location),
    });
  };

  const removeEverywhere = (name: string): void => {
    cookies.remove(name, scope);
    // Also a host-only copy, in case it was written before a cookie domain was configured.
    if (domain) cookies.remove(name, { path: '/' });
  };

  // Adopt a token left under the legacy name, once.
  const legacy = read(LEGACY_AUTH_COOKIE);
  if (legacy) {
    if (!read(AUTH_COOKIE)) write(legacy);
    removeEverywhere(LEGACY_AUTH_COOKIE);
  }

  return {
    getToken: () => read(AUTH_COOKIE),
    setToken: write,
    clearToken: () => removeEverywhere(AUTH_COOKIE),
    getLoginAs: () => read(LOGIN_AS_COOKIE),
    // A session cookie: acting as a player ends with the browser at the latest.
    setLoginAs: (uuid) =>
      cookies.set(LOGIN_AS_COOKIE, uuid, { ...scope, sameSite: 'lax', secure: cookieIsSecure(location) }),
    clearLoginAs: () => removeEverywhere(LOGIN_AS_COOKIE),
  };
}
