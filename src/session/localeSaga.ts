/**
 * Locale saga. Owns the interface language: on `locale/localeChosen` it stores the choice in localStorage,
 * sets `<html lang>` and re-fetches the cached answers written in the old language; for a signed-in player it saves
 * the choice on the account, one save at a time; on `auth/signedIn` it keeps a language chosen in this visit (and
 * saves it on the account), else adopts the account's saved one (the API answers a signed-in player in it). Runs for
 * the store's lifetime.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import { localeChosen, selectLocale } from '@/i18n/localeSlice';
import { defaultLocale, locales, type Locale } from '@/i18n/messages';
import { baseApi, languageTags } from '@/api/baseApi';
import type { ApiServices } from '@/api/services';
import type { User } from '@/api/types';
import { selectUser } from '@/session/authSelectors';
import { signedIn } from '@/session/sessionActions';
import { sessionApi } from '@/session/sessionApi';

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

/**
 * At sign-in, the language a player chose in this visit (a guest who switched to English, then signed in on the
 * English form) wins and is saved on the account; without such a choice the account's saved language is taken.
 */
function* followAccountLocale(choseThisVisit: () => boolean, action: ReturnType<typeof signedIn>): Generator {
  const saved = locales.find((l) => l === action.payload.user.locale);
  const current = (yield select(selectLocale)) as Locale;
  if (saved === current) return;
  if (!choseThisVisit()) {
    if (saved) yield put(localeChosen({ locale: saved, from: 'account' }));
    return;
  }
  const { tokens } = (yield getContext('services')) as ApiServices;
  if (!tokens.getLoginAs()) yield call(save, current);
}

/** Saves one language on the account; a failed save leaves the account as it was (the choice still holds here). */
function* save(locale: Locale): Generator {
  const dispatch = (yield getContext('dispatch')) as ThunkDispatch<unknown, unknown, UnknownAction>;
  const request = dispatch(sessionApi.endpoints.saveLocale.initiate(locale));
  try {
    yield call(() => request.unwrap());
  } catch {
    // offline or refused: the next choice is compared with the language the account still has
  } finally {
    request.reset();
  }
}

/**
 * Saves a signed-in player's language choices on the account one at a time, the newest last. Sent side by side, two
 * quick switches (ru → en → ru) could reach the server in either order and leave the account, and so every answer of
 * the API, in the language the player had left. While a save is on the wire only the newest choice waits (a sliding
 * buffer of one), and a choice the account already has (the one adopted at sign-in, or ru → en → ru) sends nothing.
 * An administrator acting as a player (`X-Login-As`) saves nothing: the account in front of them is the player's,
 * whose settings are not theirs to change by browsing.
 */
function* saveChoices(): Generator {
  const { tokens } = (yield getContext('services')) as ApiServices;
  const choices = (yield actionChannel(localeChosen.type, buffers.sliding(1))) as Channel<
    ReturnType<typeof localeChosen>
  >;
  for (;;) {
    const { payload } = (yield take(choices)) as ReturnType<typeof localeChosen>;
    const user = (yield select(selectUser)) as User | null;
    if (user && user.locale !== payload.locale && !tokens.getLoginAs()) yield call(save, payload.locale);
  }
}

/** Remembers every language change and re-fetches what was written in the old one; saves it on the account and follows the account's language. */
export function* localeSaga(): Generator {
  let chosen = false;
  yield takeEvery(localeChosen.type, function* chose(action: ReturnType<typeof localeChosen>) {
    if (action.payload.from !== 'account') chosen = true;
    yield* changed(action);
  });
  yield takeEvery(signedIn.type, followAccountLocale, () => chosen);
  yield call(saveChoices);
}
