/**
 * Toasts for notification pushes. Owns nothing but the side effect: each notification action shows one
 * toast in the current language through the shared toast helper; during a burst, what piles up within
 * TOAST_GAP_MS becomes one summary toast instead of thousands. Runs for the store's lifetime.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, flush, select, take } from 'redux-saga/effects';
import type { User } from '@/api/types';
import { interpolate, type Locale } from '@/i18n/messages';
import { showToast, type ToastVariant } from '@/ui/toast';
import { notificationEventNames, type NotificationEventName } from './events';
import { eventActionTypes } from './realtimeActions';
import { notificationMessages, notificationText, type NotificationPush } from './notificationText';

/** Pause after a toast; pushes arriving meanwhile are shown one by one only if there is exactly one. */
export const TOAST_GAP_MS = 300;

const eventByActionType = new Map<string, NotificationEventName>(notificationEventNames.map((event) => [eventActionTypes[event], event]));

interface ToastState {
  locale: { locale: Locale };
  auth: { user: User | null };
}

const selectToastContext = (state: ToastState) => ({ locale: state.locale.locale, currency: state.auth.user?.currency.code ?? 'USD' });

function* toast(text: string, variant: ToastVariant): Generator {
  try {
    yield call(showToast, text, variant);
  } catch (error) {
    // A toast that cannot show must not stop the realtime side.
    console.warn('[realtime] toast failed', error instanceof Error ? error.message : String(error));
  }
}

function* showNotificationToast(action: UnknownAction & { payload?: unknown }): Generator {
  const type = eventByActionType.get(action.type);
  if (!type) return;
  const { locale, currency } = (yield select(selectToastContext)) as ReturnType<typeof selectToastContext>;
  const text = notificationText({ type, data: action.payload } as NotificationPush, locale, currency);
  yield call(toast, text, type === 'BonusFulfilledNotification' ? 'info' : 'success');
}

/** Shows one toast per notification push, or one summary toast for a pile-up. */
export function* notificationToastSaga(): Generator {
  const pushes = (yield actionChannel([...eventByActionType.keys()], buffers.expanding<UnknownAction>(64))) as Channel<UnknownAction>;
  for (;;) {
    yield call(showNotificationToast, (yield take(pushes)) as UnknownAction);
    yield delay(TOAST_GAP_MS);
    const piled = (yield flush(pushes)) as UnknownAction[];
    const [only] = piled;
    if (piled.length === 1 && only) {
      yield call(showNotificationToast, only);
    } else if (piled.length > 1) {
      const { locale } = (yield select(selectToastContext)) as ReturnType<typeof selectToastContext>;
      yield call(toast, interpolate(notificationMessages[locale].summary, { count: piled.length }), 'info');
    }
  }
}
