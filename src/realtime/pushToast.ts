/**
 * The one way a saga shows a toast for a pushed event: words it in the current language (and the signed-in
 * user's currency, for amounts an event sends without one), shows it through the shared toast helper in the one tab
 * of the site that shows toasts, and never lets a toast that cannot show stop the saga.
 */
import { call, getContext, select } from 'redux-saga/effects';
import type { LocaleState } from '@/i18n/localeSlice';
import type { Locale } from '@/i18n/messages';
import type { AuthState } from '@/session/authSlice';
import { showToast, type ToastLink, type ToastVariant } from '@/ui/toast';
import type { ToastTab } from './tabs/toastTab';

/** A toast's text and kind, and the page it leads to, if any. */
export interface PushToast {
  text: string;
  variant: ToastVariant;
  link?: ToastLink;
}

/** Words one toast for the reader; null shows nothing. */
export type PushWording = (locale: Locale, userCurrency: string) => PushToast | null;

/** The language and the user's currency (USD for a guest): what a push toast is worded in. */
export const selectPushWording = (state: { locale: LocaleState; auth: AuthState }) => ({
  locale: state.locale.locale,
  currency: state.auth.user?.currency.code ?? 'USD',
});

/** Shows the toast `word` builds for the current reader; `source` names the saga in the log when it cannot show. */
export function* pushToast(source: string, word: PushWording): Generator {
  // Every tab of the site takes the push; its toast shows in the one the player looks at (tabs/toastTab.ts).
  const tab = (yield getContext('toastTab')) as ToastTab | undefined;
  if (tab && !tab.showsToasts()) return;
  const { locale, currency } = (yield select(selectPushWording)) as ReturnType<typeof selectPushWording>;
  const toast = word(locale, currency);
  if (!toast) return;
  try {
    if (toast.link) yield call(showToast, toast.text, toast.variant, toast.link);
    else yield call(showToast, toast.text, toast.variant);
  } catch (error) {
    console.warn(`[${source}] toast failed`, error instanceof Error ? error.message : String(error));
  }
}
