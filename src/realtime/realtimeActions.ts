/**
 * Typed actions for everything the socket reports. Each wire event becomes exactly one action
 * (`realtime/balanceChanged` …), built from the event map; time and ids come in through `meta`
 * (prepare callbacks), so reducers stay pure and a recorded log replays to the same state.
 */
import { createAction, nanoid, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import type { WireEventMap, WireEventName } from './events';

/** Where and when an event was received; `id` tells two identical pushes apart in a log. */
export interface EventMeta {
  id: string;
  receivedAt: number;
  /** Set on a push the page missed while its socket was down, fetched afterwards (`recovery.ts`): it shows no toast of its own. */
  recovered?: true;
  /**
   * Lets RTK's auto-batch enhancer notify subscribers once per frame during a burst, while every event
   * stays its own action in the log.
   */
  [SHOULD_AUTOBATCH]: true;
}

/**
 * Ids of this page's realtime actions: a random prefix per page load and a counter. Unique within a log (and across
 * reloads), and far cheaper in a burst than a fresh random id per push.
 */
const idPrefix = nanoid(10);
let idCounter = 0;
const nextEventId = (): string => `${idPrefix}-${(idCounter += 1).toString(36)}`;

/** Builds the meta of a realtime action; tests and replays may pin id and time. */
export function eventMeta(overrides: MetaOverrides = {}): EventMeta {
  const meta: EventMeta = {
    id: overrides.id ?? nextEventId(),
    receivedAt: overrides.receivedAt ?? Date.now(),
    [SHOULD_AUTOBATCH]: true,
  };
  if (overrides.recovered) meta.recovered = true;
  return meta;
}

/** What a caller may pin in a realtime action's meta. */
export type MetaOverrides = Partial<Pick<EventMeta, 'id' | 'receivedAt' | 'recovered'>>;

/** The action type of each wire event: past-tense events of the `realtime` domain. */
export const eventActionTypes = {
  JackpotsUpdated: 'realtime/jackpotsUpdated',
  BalanceChanged: 'realtime/balanceChanged',
  PaymentFulfilled: 'realtime/paymentFulfilled',
  BonusCreatedNotification: 'realtime/bonusCreated',
  BonusFulfilledNotification: 'realtime/bonusFulfilled',
  CashRewardNotification: 'realtime/cashRewarded',
  FreespinRewardNotification: 'realtime/freespinsRewarded',
  FreespinUpdated: 'realtime/freespinUpdated',
  BonusUpdated: 'realtime/bonusUpdated',
  UserUpdated: 'realtime/userUpdated',
  SettingsUpdated: 'realtime/settingsUpdated',
  WithdrawalStatusChanged: 'realtime/withdrawalStatusChanged',
  PaymentDeclined: 'realtime/paymentDeclined',
  LimitWarning: 'realtime/limitWarned',
  MaintenanceChanged: 'realtime/maintenanceChanged',
  WinRecorded: 'realtime/winRecorded',
  OwnWinRecorded: 'realtime/ownWinRecorded',
  KycStatusChanged: 'realtime/kycStatusChanged',
  SessionsChanged: 'realtime/sessionsChanged',
  KycReviewChanged: 'realtime/kycReviewChanged',
} as const satisfies { [E in WireEventName]: `realtime/${string}` };

function eventAction<E extends WireEventName>(event: E) {
  return createAction(eventActionTypes[event], (payload: WireEventMap[E], meta?: MetaOverrides) => ({
    payload,
    meta: eventMeta(meta),
  }));
}

export const jackpotsUpdated = eventAction('JackpotsUpdated');
export const balanceChanged = eventAction('BalanceChanged');
export const paymentFulfilled = eventAction('PaymentFulfilled');
export const bonusCreated = eventAction('BonusCreatedNotification');
export const bonusFulfilled = eventAction('BonusFulfilledNotification');
export const cashRewarded = eventAction('CashRewardNotification');
export const freespinsRewarded = eventAction('FreespinRewardNotification');
export const freespinUpdated = eventAction('FreespinUpdated');
export const bonusUpdated = eventAction('BonusUpdated');
export const userUpdated = eventAction('UserUpdated');
export const settingsUpdated = eventAction('SettingsUpdated');
export const withdrawalStatusChanged = eventAction('WithdrawalStatusChanged');
export const paymentDeclined = eventAction('PaymentDeclined');
export const limitWarned = eventAction('LimitWarning');
export const maintenanceChanged = eventAction('MaintenanceChanged');
export const winRecorded = eventAction('WinRecorded');
export const ownWinRecorded = eventAction('OwnWinRecorded');
export const kycStatusChanged = eventAction('KycStatusChanged');
export const sessionsChanged = eventAction('SessionsChanged');
export const kycReviewChanged = eventAction('KycReviewChanged');

/** The action creator of each wire event (the saga looks it up by event name). */
export const eventActions: { [E in WireEventName]: ReturnType<typeof eventAction<E>> } = {
  JackpotsUpdated: jackpotsUpdated,
  BalanceChanged: balanceChanged,
  PaymentFulfilled: paymentFulfilled,
  BonusCreatedNotification: bonusCreated,
  BonusFulfilledNotification: bonusFulfilled,
  CashRewardNotification: cashRewarded,
  FreespinRewardNotification: freespinsRewarded,
  FreespinUpdated: freespinUpdated,
  BonusUpdated: bonusUpdated,
  UserUpdated: userUpdated,
  SettingsUpdated: settingsUpdated,
  WithdrawalStatusChanged: withdrawalStatusChanged,
  PaymentDeclined: paymentDeclined,
  LimitWarning: limitWarned,
  MaintenanceChanged: maintenanceChanged,
  WinRecorded: winRecorded,
  OwnWinRecorded: ownWinRecorded,
  KycStatusChanged: kycStatusChanged,
  SessionsChanged: sessionsChanged,
  KycReviewChanged: kycReviewChanged,
};

/** Any action built from a wire event. */
export type RealtimeEventAction = ReturnType<(typeof eventActions)[WireEventName]>;

/** Builds the typed action for one validated event. */
export function actionForEvent<E extends WireEventName>(
  event: E,
  payload: WireEventMap[E],
  meta?: MetaOverrides,
): RealtimeEventAction {
  const create = eventActions[event] as (p: WireEventMap[E], m?: MetaOverrides) => RealtimeEventAction;
  return create(payload, meta);
}

/** A payload that failed its guard was dropped (logged and counted, never thrown). */
export const payloadDropped = createAction('realtime/payloadDropped', (event: string, reason: string) => ({
  payload: { event, reason },
  meta: eventMeta(),
}));

/** The presence channel answered with its member list (ids only: names are not kept). */
export const presenceSynced = createAction('realtime/presenceSynced', (memberIds: string[]) => ({
  payload: { memberIds },
  meta: eventMeta(),
}));
/** A player came online (their first connection joined the presence channel). */
export const memberJoined = createAction('realtime/memberJoined', (memberId: string) => ({
  payload: { memberId },
  meta: eventMeta(),
}));
/** A player went offline (their last connection left the presence channel). */
export const memberLeft = createAction('realtime/memberLeft', (memberId: string) => ({
  payload: { memberId },
  meta: eventMeta(),
}));
/** The presence channel was left (sign-out): the online count is unknown again. */
export const presenceLeft = createAction('realtime/presenceLeft');

/** A private channel's subscription succeeded (again after each reconnect): it hears pushes from now on. */
export const channelSubscribed = createAction('realtime/channelSubscribed', (channel: string) => ({
  payload: { channel },
  meta: eventMeta(),
}));

/** A private or presence channel could not be authorised (nothing is shown to the user). */
export const subscriptionFailed = createAction(
  'realtime/subscriptionFailed',
  (channel: string, status: number | null) => ({
    payload: { channel, status },
    meta: eventMeta(),
  }),
);

/**
 * Where the player's history of pushes stands (`seq` in `stream`), as GET /realtime/missed said: the starting point of
 * a session, or the new one after a 410. Folded only when the page knows no position of that stream yet, or a lower one.
 */
export const historyPositioned = createAction(
  'realtime/historyPositioned',
  (position: { stream: string; seq: number }, reset = false) => ({
    payload: { stream: position.stream, seq: position.seq, reset },
    meta: eventMeta(),
  }),
);

/** A push arrived whose number is not the next one (`seq` after `after`, or another stream): it waits for recovery. */
export const pushGap = createAction('realtime/pushGap', (after: number, seq: number) => ({
  payload: { after, seq },
  meta: eventMeta(),
}));

/** The connection came back after a gap: what a push could have changed in the gap is recovered or re-fetched. */
export const reconnected = createAction('realtime/reconnected', () => ({ payload: undefined, meta: eventMeta() }));
