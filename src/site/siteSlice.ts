import { createReducer } from '@reduxjs/toolkit';
import type { Jackpot, Setting } from '@/api/types';
import {
  answerWrite,
  freshnessAfter,
  isNewer,
  pushWrite,
  unwritten,
  versionOf,
  type Freshness,
  type Write,
} from '@/realtime/ordering';
import { jackpotsUpdated, settingsUpdated } from '@/realtime/realtimeActions';
import { siteApi } from './siteApi';

/** Live site state: what the REST fetch answered, then every push folded on top (newer writes win). */
export interface SiteState {
  /** null until fetched or pushed. */
  jackpots: Jackpot[] | null;
  /** Settings by key (values are any JSON); null until fetched or pushed. */
  settings: Record<string, unknown> | null;
  /** How fresh the jackpot list and each setting are (src/realtime/ordering.ts); absent in hand-made states. */
  freshness?: { jackpots: Freshness; settings: Record<string, Freshness> };
}

const initialState: SiteState = { jackpots: null, settings: null, freshness: { jackpots: unwritten, settings: {} } };

const byKey = (settings: Setting[]): Record<string, unknown> =>
  Object.fromEntries(settings.map((s) => [s.key, s.value] as const));

/** The version of a jackpot list: the largest of its jackpots' versions, or null unless every jackpot has one. */
export function jackpotsVersion(jackpots: readonly Jackpot[]): number | null {
  let max: number | null = null;
  for (const jackpot of jackpots) {
    const version = versionOf(jackpot.version);
    if (version === null) return null;
    max = max === null ? version : Math.max(max, version);
  }
  return max;
}

function freshnessOf(state: SiteState): NonNullable<SiteState['freshness']> {
  state.freshness ??= { jackpots: unwritten, settings: {} };
  return state.freshness;
}

function foldJackpots(state: SiteState, jackpots: Jackpot[], write: Write): void {
  const fresh = freshnessOf(state);
  if (!isNewer(fresh.jackpots, write)) return;
  state.jackpots = jackpots;
  fresh.jackpots = freshnessAfter(fresh.jackpots, write);
}

/** Folds GET /jackpots and JackpotsUpdated into one list, GET /settings and SettingsUpdated into one map. */
export const siteReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(jackpotsUpdated, (state, action) => {
      foldJackpots(state, action.payload.jackpots, pushWrite(action, jackpotsVersion(action.payload.jackpots)));
    })
    .addCase(settingsUpdated, (state, action) => {
      // A push carries the settings that changed: merge them over what we have, each key stamped with the push.
      const fresh = freshnessOf(state).settings;
      const write = pushWrite(action);
      state.settings = { ...(state.settings ?? {}), ...byKey(action.payload.settings) };
      for (const { key } of action.payload.settings) fresh[key] = freshnessAfter(fresh[key] ?? unwritten, write);
    })
    .addMatcher(siteApi.endpoints.getJackpots.matchFulfilled, (state, action) => {
      foldJackpots(state, action.payload, answerWrite(action, jackpotsVersion(action.payload)));
    })
    .addMatcher(siteApi.endpoints.getSettings.matchFulfilled, (state, action) => {
      // The answer replaces the map, except keys a push changed after the request was sent.
      const fresh = freshnessOf(state).settings;
      const write = answerWrite(action);
      const answered = byKey(action.payload);
      const current = state.settings ?? {};
      const next: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(current), ...Object.keys(answered)])) {
        const keyFresh = fresh[key] ?? unwritten;
        if (isNewer(keyFresh, write)) {
          if (key in answered) next[key] = answered[key];
          fresh[key] = freshnessAfter(keyFresh, write);
        } else if (key in current) {
          next[key] = current[key];
        }
      }
      state.settings = next;
    });
});
