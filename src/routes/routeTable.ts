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

/** Second generation: the compact set for phones and the Telegram Mini App. */
const v1: RouteDef[] = [
  { name: 'v1-home', path: '/v1', screen: 'home', layout: 'v1-default' },
  { name: 'v1-games', path: '/v1/games', screen: 'games', layout: 'v1-default' },
  {
    name: 'v1-games-manufactured-by',
    path: '/v1/games/manufactured-by/:id',
    screen: 'gamesByProvider',
    layout: 'v1-default',
  },
  { name: 'v1-games-manufactured-by-index', path: '/v1/games/manufactured-by', redirectTo: '/games' },
  { name: 'v1-games-tagged', path: '/v1/games/tagged/:id', screen: 'gamesByTag', layout: 'v1-default' },
  { name: 'v1-games-tags', path: '/v1/games/tagged', screen: 'tags', layout: 'v1-default' },
  { name: 'v1-search', path: '/v1/search', screen: 'gamesSearch', layout: 'v1-default' },
  { name: 'v1-bonuses', path: '/v1/bonuses', screen: 'bonuses', layout: 'v1-default' },
  { name: 'v1-freespins', path: '/v1/freespins', screen: 'freespins', layout: 'v1-default' },
  { name: 'v1-loyalty', path: '/v1/loyalty', screen: 'loyalty', layout: 'v1-default' },
  { name: 'v1-rewards', path: '/v1/rewards', screen: 'rewards', layout: 'v1-default', middleware: 'auth' },
  { name: 'v1-notifications', path: '/v1/notifications', screen: 'notifications', layout: 'v1-default' },
  { name: 'v1-payout', path: '/v1/payout', screen: 'payout', layout: 'v1-default' },
  { name: 'v1-profile', path: '/v1/profile', screen: 'profile', layout: 'v1-default', middleware: 'auth' },
  { name: 'v1-promotions', path: '/v1/promotions', screen: 'promotions', layout: 'v1-default' },
  { name: 'v1-tournaments', path: '/v1/tournaments', screen: 'tournaments', layout: 'v1-default' },
  { name: 'v1-jackpot', path: '/v1/jackpots/:id', screen: 'jackpot', layout: 'v1-default' },
  { name: 'v1-settings', path: '/v1/settings', screen: 'settings', layout: 'v1-default' },
  { name: 'v1-license-agreement', path: '/v1/license-agreement', screen: 'licenseAgreement', layout: 'v1-default' },
  { name: 'v1-privacy-policy', path: '/v1/privacy-policy', screen: 'privacyPolicy', layout: 'v1-default' },
  { name: 'v1-close', path: '/v1/close/:id', screen: 'close', layout: 'v1-close' },
  { name: 'v1-referral', path: '/v1/r/:code', screen: 'referral', layout: 'v1-default' },
  { name: 'v1-referrals', path: '/v1/referrals', screen: 'referral', layout: 'v1-default', middleware: 'auth' },
  {
    name: 'v1-verify-email',
    path: '/v1/verify-email',
    screen: 'verifyEmail',
    layout: 'v1-default',
    middleware: 'auth',
  },
  {
    name: 'v1-reset-password',
    path: '/v1/reset-password',
    screen: 'resetPassword',
    layout: 'v1-default',
    middleware: 'guest',
  },
  {
    name: 'v1-restore-password',
    path: '/v1/restore-password',
    screen: 'restorePassword',
    layout: 'v1-default',
    middleware: 'guest',
  },
  { name: 'v1-sign-in', path: '/v1/sign-in', screen: 'signIn', layout: 'v1-default', middleware: 'guest' },
  { name: 'v1-sign-up', path: '/v1/sign-up', screen: 'signUp', layout: 'v1-default', middleware: 'guest' },
  { name: 'v1-play', path: '/v1/play/:slug', screen: 'play', layout: 'v1-default' },
  { name: 'v1-deposit', path: '/v1/deposit', screen: 'deposit', layout: 'v1-default', middleware: 'auth' },
  { name: 'v1-history', path: '/v1/history', screen: 'history', layout: 'v1-default' },
  { name: 'v1-verification', path: '/v1/verification', screen: 'verification', layout: 'v1-default' },
  { name: 'v1-responsible-gaming', path: '/v1/responsible-gaming', screen: 'responsibleGaming', layout: 'v1-default' },
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
