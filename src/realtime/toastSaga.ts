/**
 * Toasts for notification pushes. Owns nothing but the side effect: on each notification action it shows
 * one toast in the current language through the shared toast helper. Runs for the store's lifetime.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { User } from '@/api/types';
import type { Locale } from '@/i18n/messages';
import { showToast } from '@/ui/toast';
import { notificationEventNames, type NotificationEventName } from './events';
import { eventActionTypes } from './realtimeActions';
import { notificationText, type NotificationPush } from './notificationText';

const eventByActionType = new Map<string, NotificationEventName>(notificationEventNames.map((event) => [eventActionTypes[event], event]));

interface ToastState {
  locale: { locale: Locale };
  auth: { user: User | null };
}

function* showNotificationToast(action: UnknownAction & { payload?: unknown }): Generator {
  const type = eventByActionType.get(action.type);
  if (!type) return;
  const { locale, currency } = (yield select((state: ToastState) => ({
    locale: state.locale.locale,
    currency: state.auth.user?.currency.code ?? 'USD',
  }))) as { locale: Locale; currency: string };
  const text = notificationText({ type, data: action.payload } as NotificationPush, locale, currency);
  try {
    yield call(showToast, text, type === 'BonusFulfilledNotification' ? 'info' : 'success');
  } catch (error) {
    // A toast that cannot show must not stop the realtime side.
    console.warn('[realtime] toast failed', error instanceof Error ? error.message : String(error));
  }
}

/** Shows one toast per notification push. */
export function* notificationToastSaga(): Generator {
  yield takeEvery([...eventByActionType.keys()], showNotificationToast);
}
