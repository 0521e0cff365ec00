import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Screen registry: route table key → lazily loaded screen, so each route is its own chunk.
 * Every screen is a default export taking no props (it reads params and data itself). A screen with
 * slots loads through its module in ./composed, which fills them (features never import each other).
 */

export const screens = {
  home: lazy(() => import('@/features/home/HomeScreen')),
  faq: lazy(() => import('@/features/content/FaqScreen')),
  cookiePolicy: lazy(() => import('@/features/content/screens/CookiePolicyScreen')),
  privacyPolicy: lazy(() => import('@/features/content/screens/PrivacyPolicyScreen')),
  terms: lazy(() => import('@/features/content/screens/TermsScreen')),
  responsibleGaming: lazy(() => import('./composed/ResponsibleGamingRoute')),
  licenseAgreement: lazy(() => import('@/features/content/screens/LicenseAgreementScreen')),
  games: lazy(() => import('@/features/games/screens/GamesScreen')),
  gamesSearch: lazy(() => import('@/features/games/screens/GamesSearchScreen')),
  gamesByProvider: lazy(() => import('@/features/games/screens/GamesByProviderScreen')),
  gamesByTag: lazy(() => import('@/features/games/screens/GamesByTagScreen')),
  tags: lazy(() => import('@/features/games/screens/TagsScreen')),
  promotions: lazy(() => import('@/features/promotions/PromotionsScreen')),
  tournaments: lazy(() => import('@/features/tournaments/TournamentsScreen')),
  tournament: lazy(() => import('@/features/tournaments/TournamentScreen')),
  payout: lazy(() => import('@/features/payouts/PayoutScreen')),
  profile: lazy(() => import('@/features/profile/ProfileScreen')),
  referral: lazy(() => import('@/features/referral/ReferralScreen')),
  verifyEmail: lazy(() => import('@/features/verifyEmail/VerifyEmailScreen')),
  bonuses: lazy(() => import('@/features/bonuses/BonusesScreen')),
  freespins: lazy(() => import('@/features/freespins/FreespinsScreen')),
  loyalty: lazy(() => import('@/features/loyalty/LoyaltyScreen')),
  notifications: lazy(() => import('@/features/notifications/NotificationsScreen')),
  settings: lazy(() => import('./composed/SettingsRoute')),
  close: lazy(() => import('@/features/close/CloseScreen')),
  signIn: lazy(() => import('./composed/SignInRoute')),
  signUp: lazy(() => import('@/features/auth/screens/SignUpScreen')),
  resetPassword: lazy(() => import('@/features/auth/screens/ResetPasswordScreen')),
  restorePassword: lazy(() => import('@/features/auth/screens/RestorePasswordScreen')),
  replay: lazy(() => import('./ReplayRoute')),
  supportReports: lazy(() => import('./composed/SupportReportsRoute')),
  play: lazy(() => import('@/features/play/PlayScreen')),
  deposit: lazy(() => import('@/features/wallet/DepositScreen')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type ScreenKey = keyof typeof screens;
