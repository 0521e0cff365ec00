/**
 * Toasts for notification pushes. Owns nothing but the side effect: each notification action shows one
 * toast in the current language through the shared toast helper; during a burst, what piles up within
 * TOAST_GAP_MS becomes one summary toast instead of thousands. Runs for each user session (`userChannelSagas.ts`).
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, flush, take } from 'redux-saga/effects';
import { interpolate } from '@/i18n/messages';
import { notificationEventNames, type NotificationEventName } from './events';
import { eventActionTypes } from './realtimeActions';
import { isRecovered } from './recoveredPush';
import { notificationMessages, notificationText, type NotificationPush } from './notificationText';
import { pushToast } from './pushToast';

/** Pause after a toast; pushes arriving meanwhile are shown one by one only if there is exactly one. */
export const TOAST_GAP_MS = 300;

const eventByActionType = new Map<string, NotificationEventName>(
  notificationEventNames.map((event) => [eventActionTypes[event], event]),
);

function* showNotificationToast(action: UnknownAction & { payload?: unknown }): Generator {
  const type = eventByActionType.get(action.type);
  if (!type) return;
  yield call(pushToast, 'realtime', (locale, currency) => ({
    text: notificationText({ type, data: action.payload } as NotificationPush, locale, currency),
    variant: type === 'BonusFulfilledNotification' ? 'info' : 'success',
  }));
}

/** Shows one toast per notification push, or one summary toast for a pile-up. */
export function* notificationToastSaga(): Generator {
  // Recovered pushes are named together in the recovery's one summary toast, not one by one.
  const live = (action: Action): boolean => eventByActionType.has(action.type) && !isRecovered(action);
  const pushes = (yield actionChannel(live, buffers.expanding<UnknownAction>(64))) as Channel<UnknownAction>;
  for (;;) {
    yield call(showNotificationToast, (yield take(pushes)) as UnknownAction);
    yield delay(TOAST_GAP_MS);
    const piled = (yield flush(pushes)) as UnknownAction[];
    const [only] = piled;
    if (piled.length === 1 && only) {
      yield call(showNotificationToast, only);
    } else if (piled.length > 1) {
      const count = piled.length;
      yield call(pushToast, 'realtime', (locale) => ({
        text: interpolate(notificationMessages[locale].summary, { count }, locale),
        variant: 'info',
      }));
    }
  }
}
