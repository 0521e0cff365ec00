import { signInPathFor } from '@/routes/intented';
import { guardRedirect } from '@/routes/RouteGuard';

describe('the sign-in path of a stopped guest', () => {
  it('builds the sign-in path of each generation, keeping the query of the page', () => {
    expect(signInPathFor('/bonuses', '')).toBe('/sign-in?intented=%2Fbonuses');
    expect(signInPathFor('/v1/profile', '?tab=1')).toBe('/v1/sign-in?intented=%2Fv1%2Fprofile%3Ftab%3D1');
  });
});

describe('route guards', () => {
  const base = {
    middleware: undefined,
    status: 'signedOut',
    mustVerifyEmail: false,
    pathname: '/',
    search: '',
  } as const;

  it('sends guests from auth routes to sign-in with intented', () => {
    expect(guardRedirect({ ...base, middleware: 'auth', pathname: '/bonuses' })).toBe('/sign-in?intented=%2Fbonuses');
    expect(guardRedirect({ ...base, middleware: 'auth', pathname: '/v1/profile' })).toBe(
      '/v1/sign-in?intented=%2Fv1%2Fprofile',
    );
    expect(guardRedirect({ ...base, pathname: '/games' })).toBeNull();
  });

  it('sends signed-in users away from guest routes, to a safe intented', () => {
    const signedIn = { ...base, status: 'signedIn', middleware: 'guest' } as const;
    expect(guardRedirect({ ...signedIn, pathname: '/sign-in', search: '?intented=%2Fbonuses' })).toBe('/bonuses');
    expect(guardRedirect({ ...signedIn, pathname: '/sign-in', search: '?intented=%2F%2Fevil.example' })).toBe('/');
    // The compact set keeps its player: sign-in and sign-up in /v1 land on /v1 (or a safe intented).
    expect(guardRedirect({ ...signedIn, pathname: '/v1/sign-up' })).toBe('/v1');
    expect(guardRedirect({ ...signedIn, pathname: '/v1/sign-in' })).toBe('/v1');
    expect(guardRedirect({ ...signedIn, pathname: '/v1/sign-in', search: '?intented=%2F%2Fevil.example' })).toBe('/v1');
    expect(guardRedirect({ ...signedIn, pathname: '/v1/sign-in', search: '?intented=%2Fv1%2Fbonuses' })).toBe(
      '/v1/bonuses',
    );
  });

  it('forces an unverified user to /verify-email from every page, and a verified one away from it', () => {
    const unverified = { ...base, status: 'signedIn', mustVerifyEmail: true } as const;
    expect(guardRedirect({ ...unverified, pathname: '/games' })).toBe('/verify-email');
    expect(guardRedirect({ ...unverified, pathname: '/bonuses', middleware: 'auth' })).toBe('/verify-email');
    expect(guardRedirect({ ...unverified, pathname: '/v1/games' })).toBe('/v1/verify-email');
    expect(guardRedirect({ ...unverified, pathname: '/verify-email' })).toBeNull();
    expect(guardRedirect({ ...base, status: 'signedIn', pathname: '/verify-email' })).toBe('/');
    expect(guardRedirect({ ...base, status: 'signedIn', pathname: '/v1/verify-email', middleware: 'auth' })).toBe(
      '/v1',
    );
  });

  it('leaves public pages alone while the start-up fetch is pending', () => {
    expect(guardRedirect({ ...base, status: 'unknown', pathname: '/verify-email' })).toBeNull();
  });
});
