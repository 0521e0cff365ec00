/**
 * Locale saga. Owns the interface language: on `locale/localeChosen` it stores the choice in localStorage,
 * sets `<html lang>` and re-fetches the cached answers written in the old language; on `auth/signedIn` it
 * adopts the account's saved language (the API answers a signed-in player in it). Runs for the store's lifetime.
 */
import { put, select, takeEvery } from 'redux-saga/effects';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { defaultLocale, locales, type Locale } from '@/i18n/messages';
import { baseApi, languageTags } from '@/api/baseApi';
import { signedIn } from '@/session/sessionActions';

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

function* changed(action: ReturnType<typeof localeChosen>): Generator {
  remember(action);
  yield put(baseApi.util.invalidateTags([...languageTags]));
}

function* adoptAccountLocale(action: ReturnType<typeof signedIn>): Generator {
  const saved = locales.find((l) => l === action.payload.user.locale);
  const current = (yield select(selectLocale)) as Locale;
  if (saved && saved !== current) yield put(localeChosen({ locale: saved }));
}

/** Remembers every language change and re-fetches what was written in the old one; follows the account's language. */
export function* localeSaga(): Generator {
  yield takeEvery(localeChosen.type, changed);
  yield takeEvery(signedIn.type, adoptAccountLocale);
}
