import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';
import type { ScreenPrefetch } from '@/api/screenPrefetch';
import { nextTask } from '@/app/nextTask';
import { screenRouteFor } from './routeTable';
import { preloadLayout } from './layouts/layoutLoaders';

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

/**
 * How each screen's chunk is loaded (webpack runs each import() once: `lazy` and a preload share it). Each chunk is
 * named `screen-<key>`: the production server announces a route's chunks by that name (`routeChunkGroups`).
 */
const loaders = {
  home: () => import(/* webpackChunkName: "screen-home" */ '@/features/home/HomeScreen'),
  faq: () => import(/* webpackChunkName: "screen-faq" */ '@/features/content/FaqScreen'),
  cookiePolicy: () =>
    import(/* webpackChunkName: "screen-cookiePolicy" */ '@/features/content/screens/CookiePolicyScreen'),
  privacyPolicy: () =>
    import(/* webpackChunkName: "screen-privacyPolicy" */ '@/features/content/screens/PrivacyPolicyScreen'),
  terms: () => import(/* webpackChunkName: "screen-terms" */ '@/features/content/screens/TermsScreen'),
  responsibleGaming: () =>
    import(/* webpackChunkName: "screen-responsibleGaming" */ './composed/ResponsibleGamingRoute'),
  licenseAgreement: () =>
    import(/* webpackChunkName: "screen-licenseAgreement" */ '@/features/content/screens/LicenseAgreementScreen'),
  games: () => import(/* webpackChunkName: "screen-games" */ '@/features/games/screens/GamesScreen'),
  gamesSearch: () => import(/* webpackChunkName: "screen-gamesSearch" */ '@/features/games/screens/GamesSearchScreen'),
  gamesByProvider: () =>
    import(/* webpackChunkName: "screen-gamesByProvider" */ '@/features/games/screens/GamesByProviderScreen'),
  gamesByTag: () => import(/* webpackChunkName: "screen-gamesByTag" */ '@/features/games/screens/GamesByTagScreen'),
  tags: () => import(/* webpackChunkName: "screen-tags" */ '@/features/games/screens/TagsScreen'),
  promotions: () => import(/* webpackChunkName: "screen-promotions" */ '@/features/promotions/PromotionsScreen'),
  tournaments: () => import(/* webpackChunkName: "screen-tournaments" */ '@/features/tournaments/TournamentsScreen'),
  tournament: () => import(/* webpackChunkName: "screen-tournament" */ '@/features/tournaments/TournamentScreen'),
  jackpot: () => import(/* webpackChunkName: "screen-jackpot" */ '@/features/jackpots/JackpotScreen'),
  payout: () => import(/* webpackChunkName: "screen-payout" */ '@/features/payouts/PayoutScreen'),
  profile: () => import(/* webpackChunkName: "screen-profile" */ '@/features/profile/ProfileScreen'),
  referral: () => import(/* webpackChunkName: "screen-referral" */ '@/features/referral/ReferralScreen'),
  verifyEmail: () => import(/* webpackChunkName: "screen-verifyEmail" */ '@/features/verifyEmail/VerifyEmailScreen'),
  bonuses: () => import(/* webpackChunkName: "screen-bonuses" */ '@/features/bonuses/BonusesScreen'),
  freespins: () => import(/* webpackChunkName: "screen-freespins" */ '@/features/freespins/FreespinsScreen'),
  loyalty: () => import(/* webpackChunkName: "screen-loyalty" */ '@/features/loyalty/LoyaltyScreen'),
  rewards: () => import(/* webpackChunkName: "screen-rewards" */ '@/features/rewards/RewardsScreen'),
  notifications: () =>
    import(/* webpackChunkName: "screen-notifications" */ '@/features/notifications/NotificationsScreen'),
  settings: () => import(/* webpackChunkName: "screen-settings" */ './composed/SettingsRoute'),
  close: () => import(/* webpackChunkName: "screen-close" */ '@/features/close/CloseScreen'),
  signIn: () => import(/* webpackChunkName: "screen-signIn" */ './composed/SignInRoute'),
  signUp: () => import(/* webpackChunkName: "screen-signUp" */ '@/features/auth/screens/SignUpScreen'),
  resetPassword: () =>
    import(/* webpackChunkName: "screen-resetPassword" */ '@/features/auth/screens/ResetPasswordScreen'),
  restorePassword: () =>
    import(/* webpackChunkName: "screen-restorePassword" */ '@/features/auth/screens/RestorePasswordScreen'),
  replay: () => import(/* webpackChunkName: "screen-replay" */ './ReplayRoute'),
  supportReports: () => import(/* webpackChunkName: "screen-supportReports" */ './composed/SupportReportsRoute'),
  supportPlayers: () => import(/* webpackChunkName: "screen-supportPlayers" */ './composed/SupportPlayersRoute'),
  supportClientErrors: () =>
    import(/* webpackChunkName: "screen-supportClientErrors" */ './composed/SupportClientErrorsRoute'),
  play: () => import(/* webpackChunkName: "screen-play" */ '@/features/play/PlayScreen'),
  deposit: () => import(/* webpackChunkName: "screen-deposit" */ '@/features/wallet/DepositScreen'),
  history: () => import(/* webpackChunkName: "screen-history" */ '@/features/history/HistoryScreen'),
  verification: () => import(/* webpackChunkName: "screen-verification" */ '@/features/kyc/VerificationScreen'),
  supportVerifications: () =>
    import(/* webpackChunkName: "screen-supportVerifications" */ './composed/SupportVerificationsRoute'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type ScreenKey = keyof typeof loaders;

export const screens = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazyRetrying<ComponentType>(load)]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

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
 * The reads start in the task after the one that evaluated the chunk (two shorter tasks on a phone, not one long one).
 */
export function prefetchScreenData(
  location: { pathname: string; search: string },
  dispatch: Parameters<ScreenPrefetch>[0],
): void {
  const route = screenRouteFor(location.pathname);
  if (!route) return;
  void (loaders[route.screen]() as Promise<ScreenModule>)
    .then(async (screen) => {
      await nextTask();
      screen.prefetch?.(dispatch, location);
    })
    .catch(() => undefined);
}
