/**
 * RTK Query's reducer and middleware, with realtime pushes passed around them: the one place the store routes
 * actions around a library. RTK Query never acts on a push (no endpoint, no rehydration info: this app configures
 * none), yet looking at each one costs a measurable share of a burst's dispatch (docs/performance.md).
 * test/src/app/apiSkipsPushes.test.ts fails if RTK Query starts to act on pushes.
 */
import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { isPush } from '@/realtime/actionPatterns';

type ApiState = ReturnType<typeof baseApi.reducer>;

/** RTK Query's reducer, which a push leaves as it is. */
export const apiReducer: Reducer<ApiState, UnknownAction, ApiState | undefined> = (state, action) =>
  state !== undefined && isPush(action) ? state : baseApi.reducer(state, action);

/** RTK Query's middleware, which a push goes past. */
export const apiMiddleware: Middleware = (api) => {
  const withApi = baseApi.middleware(api);
  return (next) => {
    const handled = withApi(next);
    return (action) => (isAction(action) && isPush(action) ? next(action) : handled(action));
  };
};
