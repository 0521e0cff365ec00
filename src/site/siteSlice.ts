import { createSlice } from '@reduxjs/toolkit';
import type { Jackpot, Setting } from '@/api/types';
import { jackpotsUpdated, settingsUpdated } from '@/realtime/realtimeActions';
import { siteApi } from './siteApi';

/** Live site state: what the REST fetch answered, then every push folded on top. */
export interface SiteState {
  /** null until fetched or pushed. */
  jackpots: Jackpot[] | null;
  /** Settings by key (values are any JSON); null until fetched or pushed. */
  settings: Record<string, unknown> | null;
}

const initialState: SiteState = { jackpots: null, settings: null };

const byKey = (settings: Setting[]): Record<string, unknown> =>
  Object.fromEntries(settings.map((s) => [s.key, s.value] as const));

/** Folds GET /jackpots and JackpotsUpdated into one list, GET /settings and SettingsUpdated into one map. */
export const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(jackpotsUpdated, (state, action) => {
        state.jackpots = action.payload.jackpots;
      })
      .addCase(settingsUpdated, (state, action) => {
        // A push carries the settings that changed: merge them over what we have.
        state.settings = { ...(state.settings ?? {}), ...byKey(action.payload.settings) };
      })
      .addMatcher(siteApi.endpoints.getJackpots.matchFulfilled, (state, action) => {
        state.jackpots = action.payload;
      })
      .addMatcher(siteApi.endpoints.getSettings.matchFulfilled, (state, action) => {
        state.settings = byKey(action.payload);
      });
  },
});

export const siteReducer = siteSlice.reducer;
