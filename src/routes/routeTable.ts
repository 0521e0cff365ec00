import { matchPath } from 'react-router';
import type { ScreenKey } from './screens';

/** The four layouts of the seed; a route uses `default` unless it names another. */
export type LayoutName = 'default' | 'v1-default' | 'close' | 'v1-close';

/** `auth`: signed-in users only (guests go to sign-in); `guest`: signed-out users only. */
export type Middleware = 'auth' | 'guest';

/** The auth dialogs that open over the home screen (first generation). */
export type AuthDialog = 'sign-in' | 'sign-up' | 'reset-password' | 'restore-password';

export interface ScreenRoute {
  /** Route name (the seed's names); also the key of its title in the routes dictionary. */
  name: string;
  path: string;
  screen: ScreenKey;
  layout?: LayoutName;
  middleware?: Middleware;
  /** Renders the home screen with this dialog open over it. */
  dialog?: AuthDialog;
}

export interface RedirectRoute {
  name: string;
  path: string;
  redirectTo: string;
}

export type RouteDef = ScreenRoute | RedirectRoute;

export const isRedirect = (route: RouteDef): route is RedirectRoute => 'redirectTo' in route;

/** First generation (desktop). */
const desktop: RouteDef[] = [
  { name: 'home', path: '/', screen: 'home' },
  { name: 'sign-in', path: '/sign-in', screen: 'home', dialog: 'sign-in', middleware: 'guest' },
  { name: 'sign-up', path: '/sign-up', screen: 'home', dialog: 'sign-up', middleware: 'guest' },
  { name: 'reset-password', path: '/reset-password', screen: 'home', dialog: 'reset-password', middleware: 'guest' },
  {
    name: 'restore-password',
    path: '/restore-password',
    screen: 'home',
    dialog: 'restore-password',
    middleware: 'guest',
  },
  { name: 'faq', path: '/faq', screen: 'faq' },
  { name: 'cookie-policy', path: '/cookie-policy', screen: 'cookiePolicy' },
  { name: 'privacy-policy', path: '/privacy-policy', screen: 'privacyPolicy' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', screen: 'terms' },
  { name: 'responsible-gaming', path: '/responsible-gaming', screen: 'responsibleGaming' },
  { name: 'games', path: '/games', screen: 'games' },
  { name: 'games-search', path: '/games/search', screen: 'gamesSearch' },
  { name: 'games-manufactured-by', path: '/games/manufactured-by/:id', screen: 'gamesByProvider' },
  { name: 'games-manufactured-by-index', path: '/games/manufactured-by', redirectTo: '/games' },
  { name: 'games-tagged', path: '/games/tagged/:id', screen: 'gamesByTag' },
  { name: 'games-tagged-index', path: '/games/tagged', redirectTo: '/games' },
  { name: 'promotions', path: '/promotions', screen: 'promotions' },
  { name: 'tournaments', path: '/tournaments', screen: 'tournaments' },
  { name: 'tournament', path: '/tournaments/:id', screen: 'tournament' },
  { name: 'jackpot', path: '/jackpots/:id', screen: 'jackpot' },
  { name: 'payout', path: '/payout', screen: 'payout' },
  { name: 'profile', path: '/profile', screen: 'profile' },
  { name: 'referral', path: '/r/:code', screen: 'referral' },
  { name: 'referrals', path: '/referrals', screen: 'referral', middleware: 'auth' },
  { name: 'verify-email', path: '/verify-email', screen: 'verifyEmail' },
  { name: 'bonuses', path: '/bonuses', screen: 'bonuses', middleware: 'auth' },
  { name: 'freespins', path: '/freespins', screen: 'freespins', middleware: 'auth' },
  { name: 'loyalty', path: '/loyalty', screen: 'loyalty', middleware: 'auth' },
  { name: 'rewards', path: '/rewards', screen: 'rewards', middleware: 'auth' },
  { name: 'notifications', path: '/notifications', screen: 'notifications', middleware: 'auth' },
  { name: 'settings', path: '/settings', screen: 'settings', middleware: 'auth' },
  { name: 'close', path: '/close/:id', screen: 'close', layout: 'close', middleware: 'auth' },
  { name: 'replay', path: '/replay', screen: 'replay' },
  { name: 'support-reports', path: '/support/reports', screen: 'supportReports' },
  { name: 'support-players', path: '/support/players', screen: 'supportPlayers' },
  { name: 'support-client-errors', path: '/support/client-errors', screen: 'supportClientErrors' },
  { name: 'play', path: '/play/:slug', screen: 'play' },
  { name: 'deposit', path: '/deposit', screen: 'deposit', middleware: 'auth' },
  { name: 'history', path: '/history', screen: 'history' },
  { name: 'verification', path: '/verification', screen: 'verification' },
  { name: 'support-verifications', path: '/support/verifications', screen: 'supportVerifications' },
];

/** A second-generation screen: named `v1-<name>`, at `/v1<path>`, in the compact layout unless `options` names another. */
function v1Screen(
  name: string,
  path: string,
  screen: ScreenKey,
  options: Pick<ScreenRoute, 'layout' | 'middleware'> = {},
): ScreenRoute {
  return { name: `v1-${name}`, path: `/v1${path}`, screen, layout: 'v1-default', ...options };
}

/** Second generation: the compact set for phones and the Telegram Mini App. */
const v1: RouteDef[] = [
  v1Screen('home', '', 'home'),
  v1Screen('games', '/games', 'games'),
  v1Screen('games-manufactured-by', '/games/manufactured-by/:id', 'gamesByProvider'),
  { name: 'v1-games-manufactured-by-index', path: '/v1/games/manufactured-by', redirectTo: '/games' },
  v1Screen('games-tagged', '/games/tagged/:id', 'gamesByTag'),
  v1Screen('games-tags', '/games/tagged', 'tags'),
  v1Screen('search', '/search', 'gamesSearch'),
  v1Screen('bonuses', '/bonuses', 'bonuses'),
  v1Screen('freespins', '/freespins', 'freespins'),
  v1Screen('loyalty', '/loyalty', 'loyalty'),
  v1Screen('rewards', '/rewards', 'rewards', { middleware: 'auth' }),
  v1Screen('notifications', '/notifications', 'notifications'),
  v1Screen('payout', '/payout', 'payout'),
  v1Screen('profile', '/profile', 'profile', { middleware: 'auth' }),
  v1Screen('promotions', '/promotions', 'promotions'),
  v1Screen('tournaments', '/tournaments', 'tournaments'),
  v1Screen('jackpot', '/jackpots/:id', 'jackpot'),
  v1Screen('settings', '/settings', 'settings'),
  v1Screen('license-agreement', '/license-agreement', 'licenseAgreement'),
  v1Screen('privacy-policy', '/privacy-policy', 'privacyPolicy'),
  v1Screen('close', '/close/:id', 'close', { layout: 'v1-close' }),
  v1Screen('referral', '/r/:code', 'referral'),
  v1Screen('referrals', '/referrals', 'referral', { middleware: 'auth' }),
  v1Screen('verify-email', '/verify-email', 'verifyEmail', { middleware: 'auth' }),
  v1Screen('reset-password', '/reset-password', 'resetPassword', { middleware: 'guest' }),
  v1Screen('restore-password', '/restore-password', 'restorePassword', { middleware: 'guest' }),
  v1Screen('sign-in', '/sign-in', 'signIn', { middleware: 'guest' }),
  v1Screen('sign-up', '/sign-up', 'signUp', { middleware: 'guest' }),
  v1Screen('play', '/play/:slug', 'play'),
  v1Screen('deposit', '/deposit', 'deposit', { middleware: 'auth' }),
  v1Screen('history', '/history', 'history'),
  v1Screen('verification', '/verification', 'verification'),
  v1Screen('responsible-gaming', '/responsible-gaming', 'responsibleGaming'),
];

/** Every route of both generations, in match-independent order (react-router ranks by specificity). */
export const routeTable: readonly RouteDef[] = [...desktop, ...v1];

/** The screen route that shows `pathname`, if any (a redirect has no screen). */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  return routeTable.find(
    (candidate): candidate is ScreenRoute => !isRedirect(candidate) && matchPath(candidate.path, pathname) !== null,
  );
}

/** The layout whose code is a chunk of its own (`layouts/lazyLayouts.tsx`), by that chunk's name; the others are in the main chunk. */
export const lazyLayoutChunks: Partial<Record<LayoutName, string>> = { 'v1-default': 'compact-layout' };

/**
 * The webpack chunk groups that the first render of `pathname` needs beyond the entry's scripts: its screen's
 * (`screen-<key>`, named in screens.ts) and its layout's when that is lazy. The production server announces their
 * files in a `Link` header, so the browser fetches them beside the entry instead of after it has run.
 */
export function routeChunkGroups(pathname: string): string[] {
  const route = screenRouteFor(pathname);
  if (!route) return [];
  const layout = route.layout ? lazyLayoutChunks[route.layout] : undefined;
  return [`screen-${route.screen}`, ...(layout ? [layout] : [])];
}
