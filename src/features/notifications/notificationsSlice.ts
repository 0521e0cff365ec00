import { createReducer, isAnyOf } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '@/session/sessionActions';
import type { NotificationEventName, UserEventMap } from '@/realtime/events';
import { answerWrite, freshnessAfter, isNewer, pushWrite, unwritten, type Freshness } from '@/realtime/ordering';
import {
  bonusCreated,
  bonusFulfilled,
  cashRewarded,
  freespinsRewarded,
  paymentFulfilled,
} from '@/realtime/realtimeActions';
import { answerOf } from '@/api/answerMatcher';
import type { notificationsApi } from './notificationsApi';

/** A notification pushed during this session (newest first in the feed). */
export type LiveNotification = {
  [E in NotificationEventName]: { key: string; type: E; receivedAt: number; data: UserEventMap[E]; read: boolean };
}[NotificationEventName];

export interface NotificationsState {
  /** Pushed since sign-in, newest first, at most FEED_LIMIT. */
  feed: LiveNotification[];
  /** The server's unread count plus pushes since; null until fetched. */
  unreadCount: number | null;
  /** Whose feed this is (uuid of the signed-in user). */
  ownerUuid: string | null;
  /** How fresh the unread count is (src/realtime/ordering.ts); absent in hand-made states. */
  unreadFreshness?: Freshness;
}

/** How many pushed notifications the live feed keeps. */
export const FEED_LIMIT = 50;

const initialState: NotificationsState = { feed: [], unreadCount: null, ownerUuid: null, unreadFreshness: unwritten };

/** The api's answers, matched without importing the api (it stays in the screens' chunks). */
const notificationsAnswer = answerOf<typeof notificationsApi>();

const notificationPushed = isAnyOf(paymentFulfilled, bonusCreated, bonusFulfilled, cashRewarded, freespinsRewarded);

const eventNameOf = {
  [paymentFulfilled.type]: 'PaymentFulfilled',
  [bonusCreated.type]: 'BonusCreatedNotification',
  [bonusFulfilled.type]: 'BonusFulfilledNotification',
  [cashRewarded.type]: 'CashRewardNotification',
  [freespinsRewarded.type]: 'FreespinRewardNotification',
} as const;

/** The live notification feed and the unread counter (fetched count, pushes and mark-read folded in). */
export const notificationsReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(signedOut, () => initialState)
    .addCase(signedIn, (state, action) => {
      // Another account signing in directly: nothing of the previous one may show.
      if (state.ownerUuid !== action.payload.user.uuid) return { ...initialState, ownerUuid: action.payload.user.uuid };
      return state;
    })
    // The fetched count, unless a push changed the count after the request was sent (the refresh after
    // pushes, which starts later, brings the server's count then).
    .addMatcher(notificationsAnswer('getUnreadNotificationsCount'), (state, action) => {
      const fresh = state.unreadFreshness ?? unwritten;
      const write = answerWrite(action);
      if (!isNewer(fresh, write)) return;
      state.unreadCount = action.payload.count;
      state.unreadFreshness = freshnessAfter(fresh, write);
    })
    // Everything received before the request was sent is read now; what was pushed since stays unread.
    .addMatcher(notificationsAnswer('markAllNotificationsRead'), (state, action) => {
      const fresh = state.unreadFreshness ?? unwritten;
      const write = answerWrite(action);
      let since = 0;
      for (const item of state.feed) {
        if (item.receivedAt < write.at) item.read = true;
        else if (!item.read) since += 1;
      }
      state.unreadCount = since;
      state.unreadFreshness = freshnessAfter(fresh, write);
    })
    .addMatcher(notificationPushed, (state, action) => {
      const item = {
        key: action.meta.id,
        type: eventNameOf[action.type],
        receivedAt: action.meta.receivedAt,
        data: action.payload,
        read: false,
      } as LiveNotification;
      state.feed.unshift(item);
      if (state.feed.length > FEED_LIMIT) state.feed.length = FEED_LIMIT;
      if (state.unreadCount !== null) {
        state.unreadCount += 1;
        state.unreadFreshness = freshnessAfter(state.unreadFreshness ?? unwritten, pushWrite(action));
      }
    });
});
