import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLocale, type Locale } from './messages';

export interface LocaleState {
  locale: Locale;
}

const initialState: LocaleState = { locale: defaultLocale };

/** The chosen interface language (remembered in localStorage by the app shell). */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChosen(state, action: PayloadAction<{ locale: Locale }>) {
      state.locale = action.payload.locale;
    },
  },
});

export const { localeChosen } = localeSlice.actions;
export const localeReducer = localeSlice.reducer;
export const selectLocale = (state: { locale: LocaleState }): Locale => state.locale.locale;
