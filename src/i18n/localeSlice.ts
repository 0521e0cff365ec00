import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLocale, locales, type Locale } from './messages';

export interface LocaleState {
  locale: Locale;
}

const initialState: LocaleState = { locale: defaultLocale };

/** The chosen interface language (remembered in localStorage by the app shell). */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** `from: 'account'`: the language an account had saved, taken at sign-in (not the player's choice in this visit). */
    localeChosen(state, action: PayloadAction<{ locale: Locale; from?: 'account' }>) {
      state.locale = action.payload.locale;
    },
  },
});

export const { localeChosen } = localeSlice.actions;
export const localeReducer = localeSlice.reducer;
export const selectLocale = (state: { locale: LocaleState }): Locale => state.locale.locale;

/** The interface language of a store state known only as `unknown` (base query, thunks); the default without one. */
export function localeOfState(state: unknown): Locale {
  const slice = (state as { locale?: Partial<LocaleState> } | null)?.locale;
  return locales.find((l) => l === slice?.locale) ?? defaultLocale;
}
