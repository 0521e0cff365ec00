import type { AppConfig } from '@/config/appConfig';

/** Where the bearer token and the admin login-as marker live (cookies in the browser, memory in tests). */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** uuid of the user an admin is impersonating, from the `login_as` cookie. */
  getLoginAs(): string | null;
  /** Starts acting as that user: every following request carries `X-Login-As`. */
  setLoginAs(uuid: string): void;
  clearLoginAs(): void;
}

/**
 * What the API layer needs from the outside world: run-time configuration, the token store and `fetch`.
 * Injected as the thunk `extra` (RTK Query's base query reads it) so tests can swap any of it.
 */
export interface ApiServices {
  config: AppConfig;
  tokens: TokenStore;
  /** fetch implementation for RTK Query (jsdom has none). */
  fetchFn?: typeof fetch;
}

/** An in-memory TokenStore for tests and non-browser runs. */
export function memoryTokenStore(initial: { token?: string; loginAs?: string } = {}): TokenStore {
  let token = initial.token ?? null;
  let loginAs = initial.loginAs ?? null;
  return {
    getToken: () => token,
    setToken: (t) => {
      token = t;
    },
    clearToken: () => {
      token = null;
    },
    getLoginAs: () => loginAs,
    setLoginAs: (uuid) => {
      loginAs = uuid;
    },
    clearLoginAs: () => {
      loginAs = null;
    },
  };
}
