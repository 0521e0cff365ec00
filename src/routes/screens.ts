import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { isRedirect, routeTable } from './routeTable';
import { preloadLayout } from './layouts/lazyLayouts';

/**
 * Screen registry: route table key → lazily loaded screen, so each route is its own chunk.
 * Every screen is a default export taking no props (it reads params and data itself). A screen with
 * slots loads through its module in ./composed, which fills them (features never import each other).
 */

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
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type ScreenKey = keyof typeof loaders;

export const screens = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazy<ComponentType>(load)]),
) as Record<ScreenKey, LazyExoticComponent<ComponentType>>;

/**
 * Starts loading the screen of `pathname` (and its layout, when that is a chunk of its own) at once, in parallel
 * with the app's own code, instead of when the router first renders it (one round trip less before the page's
 * content and its API calls). Resolves once the layout is here (the screen has its own loading state).
 */
export function preloadScreenFor(pathname: string): Promise<void> {
  const route = routeTable.find((candidate) => !isRedirect(candidate) && matchPath(candidate.path, pathname) !== null);
  if (!route || isRedirect(route)) return Promise.resolve();
  void loaders[route.screen]().catch(() => undefined);
  return preloadLayout(route.layout);
}
