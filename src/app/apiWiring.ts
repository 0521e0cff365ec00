/**
 * RTK Query's reducer and middleware, with realtime actions passed around them. RTK Query checks every action
 * it sees for rehydration info through a WeakMap memo keyed by the action object: for the thousands of pushes of
 * a burst that is a WeakMap entry each (about 2 µs an action, plus the collector's time), for nothing. A realtime
 * action is never an RTK Query action nor carries rehydration info (this app configures none), so skipping them is
 * exactly what RTK Query would have done with them.
 */
import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { isRealtimeAction } from '@/realtime/realtimeActions';

type ApiState = ReturnType<typeof baseApi.reducer>;

export const apiReducer: Reducer<ApiState, UnknownAction, ApiState | undefined> = (state, action) =>
  state !== undefined && isRealtimeAction(action) ? state : baseApi.reducer(state, action);

export const apiMiddleware: Middleware = (api) => {
  const withApi = baseApi.middleware(api);
  return (next) => {
    const handled = withApi(next);
    return (action) => (isAction(action) && isRealtimeAction(action) ? next(action) : handled(action));
  };
};
