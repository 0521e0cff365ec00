/**
 * Wire types of the REST API. They are re-exported from the schema generated out of server/openapi.yaml
 * (`npm run api:types`), so the OpenAPI document stays the one source of truth.
 */
import type { components, operations, realtimeEvents } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Currency = Schemas['Currency'];
export type Bonus = Schemas['Bonus'];
export type Freespin = Schemas['Freespin'];
export type LoyaltyLevel = Schemas['LoyaltyLevel'];
export type TelegramUser = Schemas['TelegramUser'];
export type TelegramAuthRequest = Schemas['TelegramAuthRequest'];

// Catalogue and content (games, promotions, tournaments, payouts, FAQ, legal pages, home widgets).
export type Game = Schemas['Game'];
export type Provider = Schemas['Provider'];
export type Tag = Schemas['Tag'];
export type Promotion = Schemas['Promotion'];
export type Tournament = Schemas['Tournament'];
export type LeaderboardRow = Schemas['LeaderboardRow'];
export type TournamentDetail = Schemas['TournamentDetail'];
export type Payout = Schemas['Payout'];
export type Withdrawal = Schemas['Withdrawal'];
export type HistoryEntry = Schemas['HistoryEntry'];
export type HistoryKind = Schemas['HistoryKind'];
export type WithdrawalRequest = Schemas['WithdrawalRequest'];
export type FaqEntry = Schemas['FaqEntry'];
export type LegalPage = Schemas['Page'];
export type Boost = Schemas['Boost'];
export type Counter = Schemas['Counter'];
export type Jackpot = Schemas['Jackpot'];
export type JackpotDetail = Schemas['JackpotDetail'];
export type Setting = Schemas['Setting'];
export type AppNotification = Schemas['Notification'];
export type PaginationMeta = Schemas['PaginationMeta'];

// The support inbox (docs/action-log.md).
export type BugReportSummary = Schemas['BugReportSummary'];
export type ClientError = Schemas['ClientError'];
export type PlayerRef = Schemas['PlayerRef'];
export type BugReportDetail = Schemas['BugReportDetail'];

// Wallet, game play and responsible gaming (docs/api-wallet.md).
export type Wallet = Schemas['Wallet'];
export type Payment = Schemas['Payment'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type GameSession = Schemas['GameSession'];
export type Spin = Schemas['Spin'];
export type Limit = Schemas['Limit'];
export type ResponsibleGaming = Schemas['ResponsibleGaming'];
/** The live wins feed (docs/wins-feed.md). */
export type Win = Schemas['Win'];
export type FeedPrivacy = Schemas['FeedPrivacy'];
export type ReferralDashboard = Schemas['ReferralDashboard'];
export type Referral = Schemas['Referral'];

// Request shapes the document gives inline, under their operation.
/** Body of POST /profile/password. */
export type PasswordChange = operations['changePassword']['requestBody']['content']['application/json'];
/** The signed e-mail verification link's query (GET /auth/verify-email). */
export type VerifyEmailRequest = operations['verifyEmail']['parameters']['query'];

/** Realtime payloads by channel kind and event name (`x-realtime-events`); `src/realtime/events.ts` builds on it. */
export type RealtimeEvents = realtimeEvents;

/** A paginated list answer: `{ data, meta }`. */
export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
}

/** The Laravel error body every 4xx/5xx answer carries. */
export interface LaravelError {
  message: string;
  errors?: Record<string, string[]>;
}

/** Answers that throttle the next attempt (restore password, resend verification): seconds to wait and a message. */
export interface ThrottledAnswer {
  availableIn: number;
  message: string;
}

// Account security: two-factor sign-in and the signed-in sessions (docs/account-security.md).
export type TwoFactorStatus = Schemas['TwoFactorStatus'];
export type TwoFactorChallenge = Schemas['TwoFactorChallenge'];
export type AccountSession = Schemas['Session'];
export type RewardPrograms = Schemas['RewardPrograms'];
export type RewardProgram = Schemas['RewardProgram'];

// Verification (docs/kyc.md).
export type Kyc = Schemas['Kyc'];
export type KycKind = Schemas['KycKind'];
export type KycStatus = Schemas['KycStatus'];
export type KycDocument = Schemas['KycDocument'];
export type KycFile = Schemas['KycFile'];
export type KycReview = Schemas['KycReview'];
