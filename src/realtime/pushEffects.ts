/**
 * The one table of what each push changes: the state its action folds in (reducers, or patches of RTK Query's
 * cache), and the cached lists it only makes stale (their tags, invalidated when the push arrives). When pushes may
 * have been lost and cannot be recovered (the history answered 410, or the backend numbers nothing), everything a
 * push can change is fetched again: the tags derived from this table (docs/realtime-client.md, "Recovery").
 */
import type { tagTypes } from '@/api/baseApi';
import type { WireEventName } from './events';

export type TagType = (typeof tagTypes)[number];

/** State a push writes directly, and the cache tag whose refetch brings the same state from the server. */
export const foldedStateTags = {
  'auth.user': 'User',
  'site.jackpots': 'Jackpots',
  'site.settings': 'Settings',
  'notifications.unreadCount': 'Notifications',
  'notifications.feed': 'Notifications',
  'withdrawals.pushed': 'Withdrawals',
  'api.getBonuses': 'Bonuses',
  'api.getFreespins': 'Freespins',
  'wins.lists': 'Wins',
  'blocked.maintenance': 'Maintenance',
} as const satisfies Record<string, TagType>;
export type FoldedState = keyof typeof foldedStateTags;

export interface PushEffect {
  /** What the push's action writes from its payload. */
  folds: readonly FoldedState[];
  /** Lists it makes stale: invalidated when it arrives. */
  stale: readonly TagType[];
}

export const pushEffects = {
  JackpotsUpdated: { folds: ['site.jackpots'], stale: [] },
  BalanceChanged: { folds: ['auth.user'], stale: [] },
  PaymentFulfilled: {
    folds: ['auth.user', 'notifications.unreadCount', 'notifications.feed'],
    stale: ['Payments', 'Wallet'],
  },
  BonusCreatedNotification: {
    folds: ['notifications.unreadCount', 'notifications.feed'],
    stale: ['Bonuses', 'Wallet'],
  },
  BonusFulfilledNotification: {
    folds: ['notifications.unreadCount', 'notifications.feed'],
    stale: ['Bonuses', 'Wallet'],
  },
  // A cash prize changes the wallet (and the referral dashboard, which lists the referral rewards with it).
  CashRewardNotification: { folds: ['notifications.unreadCount', 'notifications.feed'], stale: ['Wallet'] },
  FreespinRewardNotification: { folds: ['notifications.unreadCount', 'notifications.feed'], stale: ['Freespins'] },
  FreespinUpdated: { folds: ['api.getFreespins'], stale: [] },
  BonusUpdated: { folds: ['api.getBonuses'], stale: [] },
  UserUpdated: { folds: ['auth.user'], stale: [] },
  SettingsUpdated: { folds: ['site.settings'], stale: [] },
  WithdrawalStatusChanged: { folds: ['withdrawals.pushed'], stale: ['Withdrawals', 'Wallet'] },
  PaymentDeclined: { folds: [], stale: ['Payments'] },
  LimitWarning: { folds: [], stale: ['ResponsibleGaming'] },
  MaintenanceChanged: { folds: ['blocked.maintenance'], stale: [] },
  WinRecorded: { folds: ['wins.lists'], stale: [] },
  OwnWinRecorded: { folds: ['wins.lists'], stale: [] },
  // The verification screen, the withdrawal form's limit and the review list read it again; a decision adds a
  // notification.
  KycStatusChanged: { folds: [], stale: ['Kyc', 'Notifications'] },
  // A sign-in or sign-out elsewhere: the session list reads it again.
  SessionsChanged: { folds: [], stale: ['Sessions'] },
  // On the support desk's channel: a player's upload or another admin's decision changes the review list.
  KycReviewChanged: { folds: [], stale: ['Kyc'] },
} as const satisfies { [E in WireEventName]: PushEffect };

/** The tags a push's arrival invalidates. */
export function staleTagsOf(event: WireEventName): readonly TagType[] {
  return pushEffects[event].stale;
}

/** Every tag whose refetch brings back what the listed pushes could have changed. */
export function tagsChangedBy(events: readonly WireEventName[]): TagType[] {
  const tags = new Set<TagType>();
  for (const event of events) {
    const effect: PushEffect = pushEffects[event];
    for (const state of effect.folds) tags.add(foldedStateTags[state]);
    for (const tag of effect.stale) tags.add(tag);
  }
  return [...tags];
}
