import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { ScreenPrefetch } from '@/api/screenPrefetch';
import { isRedirect, routeTable } from './routeTable';
import { preloadLayout } from './layouts/lazyLayouts';

/**
 * Screen registry: route table key → lazily loaded screen, so each route is its own chunk.
 * Every screen is a default export taking no props (it reads params and data itself). A screen with
 * slots loads through its module in ./composed, which fills them (features never import each other).
 */

/** A screen's chunk: its component, and optionally the reads of its first screen (`src/api/screenPrefetch.ts`). */
interface ScreenModule {
  default: ComponentType;
  prefetch?: ScreenPrefetch;
}

/** How each screen's chunk is loaded (webpack runs each import() once: `lazy` and a preload share it). */
const loaders = {
  home: () => import('@/features/home/HomeScreen'),
  faq: () => import('@/features/content/FaqScreen'),
  cookiePolicy: () => import('@/features/content/screens/CookiePolicyScreen'),
  privacyPolicy: () => import('@/features/content/screens/PrivacyPolicyScreen'),
  terms: () => import('@/features/content/screens/TermsScreen'),
  responsibleGaming: () => import('./composed/ResponsibleGamingRoute'),
  licenseAgreement: () => import('@/features/content/screens/LicenseAgreementScreen'),
  games: () => import('@/features/games/screens/GamesScreen'),
  gamesSearch: () => import('@/features/games/screens/GamesSearchScreen'),
  gamesByProvider: () => import('@/features/games/screens/GamesByProviderScreen'),
  gamesByTag: () => import('@/features/games/screens/GamesByTagScreen'),
  tags: () => import('@/features/games/screens/TagsScreen'),
  promotions: () => import('@/features/promotions/PromotionsScreen'),
  tournaments: () => import('@/features/tournaments/TournamentsScreen'),
  tournament: () => import('@/features/tournaments/TournamentScreen'),
  payout: () => import('@/features/payouts/PayoutScreen'),
  profile: () => import('@/features/profile/ProfileScreen'),
  referral: () => import('@/features/referral/ReferralScreen'),
  verifyEmail: () => import('@/features/verifyEmail/VerifyEmailScreen'),
  bonuses: () => import('@/features/bonuses/BonusesScreen'),
  freespins: () => import('@/features/freespins/FreespinsScreen'),
  loyalty: () => import('@/features/loyalty/LoyaltyScreen'),
  notifications: () => import('@/features/notifications/NotificationsScreen'),
  settings: () => import('./composed/SettingsRoute'),
  close: () => import('@/features/close/CloseScreen'),
  signIn: () => import('./composed/SignInRoute'),
  signUp: () => import('@/features/auth/screens/SignUpScreen'),
  resetPassword: () => import('@/features/auth/screens/ResetPasswordScreen'),
  restorePassword: () => import('@/features/auth/screens/RestorePasswordScreen'),
  replay: () => import('./ReplayRoute'),
  supportReports: () => import('./composed/SupportReportsRoute'),
  play: () => import('@/features/play/PlayScreen'),
  deposit: () => import('@/features/wallet/DepositScreen'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type ScreenKey = keyof typeof loaders;

export const screens = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazy<ComponentType>(load)]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

/** The screen route that shows `pathname`, if any (a redirect has no screen). */
function screenRouteFor(pathname: string) {
  const route = routeTable.find((candidate) => !isRedirect(candidate) && matchPath(candidate.path, pathname) !== null);
  return route && !isRedirect(route) ? route : undefined;
}

/**
 * Starts loading the screen of `pathname` (and its layout, when that is a chunk of its own) at once, in parallel
 * with the app's own code, instead of when the router first renders it (one round trip less before the page's
 * content and its API calls). Resolves once the layout is here (the screen has its own loading state).
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const route = screenRouteFor(pathname);
  if (!route) return Promise.resolve();
  void loaders[route.screen]().catch(() => undefined);
  return preloadLayout(route.layout);
}

/**
 * Once the chunk of the screen at `location` is here, starts the reads its first screen shows (the module's
 * `prefetch`), before the router renders it: the API answers then travel while the app's code is evaluated and drawn.
 */
export function prefetchScreenData(location: { pathname: string; search: string }, dispatch: Parameters<ScreenPrefetch>[0]): void {
  const route = screenRouteFor(location.pathname);
  if (!route) return;
  void (loaders[route.screen]() as Promise<ScreenModule>).then((screen) => screen.prefetch?.(dispatch, location)).catch(() => undefined);
}
