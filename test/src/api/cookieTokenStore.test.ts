import Cookies from 'universal-cookie';
import { AUTH_COOKIE, cookieIsSecure, createCookieTokenStore, LEGACY_AUTH_COOKIE } from '@/api/cookieTokenStore';

const localhost = { protocol: 'http:', hostname: 'localhost' };

function clearAll(): void {
  for (const name of Object.keys(new Cookies().getAll()))
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe('cookie token store', () => {
  beforeEach(clearAll);

  it('keeps the token only in the auth_token cookie and clears it', () => {
    const store = createCookieTokenStore({ cookieDomain: '' }, { location: localhost });
    expect(store.getToken()).toBeNull();
    store.setToken('7|abc');
    expect(store.getToken()).toBe('7|abc');
    expect(document.cookie).toContain(`${AUTH_COOKIE}=7%7Cabc`);
    store.clearToken();
    expect(store.getToken()).toBeNull();
    expect(document.cookie).not.toContain(AUTH_COOKIE);
  });

  it('writes 360 days, SameSite=Lax, path / and Secure except on http loopback', () => {
    const set = jest.fn();
    const fake = { get: () => undefined, set, remove: jest.fn() } as unknown as Cookies;
    const now = Date.UTC(2026, 0, 1);
    createCookieTokenStore(
      { cookieDomain: '.example.com' },
      { cookies: fake, location: { protocol: 'https:', hostname: 'play.example.com' }, now: () => now },
    ).setToken('t');
    const [name, value, options] = set.mock.calls[0] as [string, string, Record<string, unknown>];
    expect(name).toBe('auth_token');
    expect(value).toBe('t');
    expect(options).toMatchObject({
      path: '/',
      sameSite: 'lax',
      secure: true,
      domain: '.example.com',
      maxAge: 360 * 86_400,
    });
    expect((options.expires as Date).getTime()).toBe(now + 360 * 86_400_000);
    expect(cookieIsSecure(localhost)).toBe(false);
    expect(cookieIsSecure({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(false);
    expect(cookieIsSecure({ protocol: 'http:', hostname: 'games.example.com' })).toBe(true);
  });

  it('adopts a token found under the old name auth-token once', () => {
    document.cookie = `${LEGACY_AUTH_COOKIE}=old-token; path=/`;
    const store = createCookieTokenStore({ cookieDomain: '' }, { location: localhost });
    expect(store.getToken()).toBe('old-token');
    expect(document.cookie).not.toContain(`${LEGACY_AUTH_COOKIE}=`);
    expect(document.cookie).toContain(`${AUTH_COOKIE}=old-token`);
  });

  it('prefers an existing auth_token over the legacy one', () => {
    document.cookie = `${AUTH_COOKIE}=new-token; path=/`;
    document.cookie = `${LEGACY_AUTH_COOKIE}=old-token; path=/`;
    const store = createCookieTokenStore({ cookieDomain: '' }, { location: localhost });
    expect(store.getToken()).toBe('new-token');
    expect(document.cookie).not.toContain(`${LEGACY_AUTH_COOKIE}=`);
  });

  it('reads the login_as cookie for X-Login-As', () => {
    document.cookie = 'login_as=3f1c-uuid; path=/';
    const store = createCookieTokenStore({ cookieDomain: '' }, { location: localhost });
    expect(store.getLoginAs()).toBe('3f1c-uuid');
    store.clearLoginAs();
    expect(store.getLoginAs()).toBeNull();
  });
});
