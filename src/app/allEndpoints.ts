/**
 * Every feature's RTK Query endpoints, injected at once. The app injects endpoints lazily with each screen's
 * chunk; folding a recorded action log (the /replay screen) needs every endpoint definition up front, because the
 * api reducer looks up the endpoint of each request action. A test checks that no `*Api.ts` module is missing here.
 */
import '@/features/auth/authApi';
import '@/session/sessionApi';
import '@/session/twoFactorApi';
import '@/features/security/securityApi';
import '@/features/bonuses/bonusesApi';
import '@/features/content/contentApi';
import '@/features/blocked/maintenanceApi';
import '@/features/freespins/freespinsApi';
import '@/features/history/historyApi';
import '@/features/games/gamesApi';
import '@/features/home/homeApi';
import '@/features/impersonation/impersonationApi';
import '@/features/jackpots/jackpotsApi';
import '@/features/loyalty/loyaltyApi';
import '@/features/notifications/notificationsApi';
import '@/features/payouts/payoutsApi';
import '@/features/play/playApi';
import '@/features/profile/profileApi';
import '@/features/promotions/promotionsApi';
import '@/features/referral/referralApi';
import '@/features/reporting/reportingApi';
import '@/features/rewards/rewardsApi';
import '@/features/responsibleGaming/rgApi';
import '@/features/settings/settingsApi';
import '@/features/support/supportApi';
import '@/site/siteApi';
import '@/features/tournaments/tournamentsApi';
import '@/features/verifyEmail/verifyEmailApi';
import '@/features/wallet/walletApi';
import '@/features/wins/winsApi';
import '@/realtime/recoveryApi';

/** Marker export: importing this module injects every endpoint. */
export const allEndpointsInjected = true;
