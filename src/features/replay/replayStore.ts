import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { memoryTokenStore } from '@/api/services';
import type { RealtimeServices } from '@/realtime/echoFactory';
import { defaultConfig } from '@/config/appConfig';

/** What the replay store needs of a recorded root state: RTK Query's slice (the rest is opaque to it). */
type WithApi = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

/** The one action the replay store's reducer obeys: show this (recorded) state. */
export const REPLAY_STATE_SHOWN = 'replay/stateShown';

/** Raised by the replay store's fetch: a replayed screen tried to reach the network. */
export class ReplayOfflineError extends Error {
  override name = 'ReplayOfflineError';
}

/** A fetch that refuses every request (the replay is offline by construction). */
export const refusingFetch: typeof fetch = (input) =>
  Promise.reject(
    new ReplayOfflineError(`Replay is read-only: request to ${typeof input === 'string' ? input : 'the API'} refused`),
  );

/** RTK Query needs its api marked as registered; a snapshot taken before the first action is not. */
function asRegistered(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const root = state as Record<string, unknown>;
  const api = root[baseApi.reducerPath] as { config?: Record<string, unknown> } | undefined;
  if (!api?.config || api.config.middlewareRegistered === true) return state;
  return { ...root, [baseApi.reducerPath]: { ...api, config: { ...api.config, middlewareRegistered: true } } };
}

/**
 * A second store for the replay frame: its state is whatever the replay shows, and nothing the
 * rendered screens dispatch changes it (their requests and subscriptions fall on a reducer that only
 * obeys `replay/stateShown`). `S` is the recorded state's type (the app's root state). No sagas, so no realtime; the base query's fetch refuses, so no network;
 * RTK Query's cache is the recorded one, so the screens render from it.
 */
export function makeReplayStore<S extends WithApi = WithApi & Record<string, unknown>>(initialState: unknown) {
  const services: RealtimeServices = {
    config: { ...defaultConfig, apiBaseUrl: 'http://replay.invalid/api', versionPollMs: 0 },
    tokens: memoryTokenStore(),
    createEcho: () => {
      throw new ReplayOfflineError('Replay is read-only: no realtime connection');
    },
    fetchFn: refusingFetch,
  };
  // The recorded state has the app's shape (the file was checked when it was loaded); here it is opaque.
  const reducer = (state: S = asRegistered(initialState) as S, action: UnknownAction): S =>
    action.type === REPLAY_STATE_SHOWN ? (asRegistered(action.payload) as S) : state;
  return configureStore({
    reducer,
    middleware: (getDefault) =>
      // The recorded state was checked when it was recorded; checking it again on every step only slows stepping.
      getDefault({ thunk: { extraArgument: services }, serializableCheck: false, immutableCheck: false }).concat(
        baseApi.middleware,
      ),
    devTools: false,
  });
}

/** Shows another recorded state in the replay store. */
export function showState(state: unknown): UnknownAction {
  return { type: REPLAY_STATE_SHOWN, payload: state };
}

export type ReplayStore = ReturnType<typeof makeReplayStore>;
