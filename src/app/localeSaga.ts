/**
 * Locale saga. Owns remembering the interface language: on `locale/localeChosen` it stores the choice
 * in localStorage and sets `<html lang>`. Runs for the store's lifetime.
 */
import { takeEvery } from 'redux-saga/effects';
import { localeChosen } from '@/i18n/localeSlice';
import { defaultLocale, locales, type Locale } from '@/i18n/messages';

/** localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The language remembered in localStorage, else Russian. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return locales.find((l) => l === stored) ?? defaultLocale;
  } catch {
    return defaultLocale;
  }
}

function remember(action: ReturnType<typeof localeChosen>): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, action.payload.locale);
  } catch {
    // private mode or disabled storage: the choice lasts for this visit only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = action.payload.locale;
}

/** Remembers every language change. */
export function* localeSaga(): Generator {
  yield takeEvery(localeChosen.type, remember);
}
