import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';
import { apiMiddleware, apiReducer } from '@/app/apiSkipsPushes';
import { eventActions } from '@/realtime/realtimeActions';
import type { WireEventName } from '@/realtime/events';
import { sessionApi } from '@/session/sessionApi';

const user: User = {
  uuid: 'u-1',
  email: 'player@example.com',
  name: 'Player',
  email_verified_at: null,
  roles: ['player'],
  balance: '10.00',
  currency: { code: 'RUB', usd_rate: '90.00' },
  telegram_id: null,
  created_at: '2026-01-01T00:00:00Z',
  locale: 'ru',
  referral_code: 'ABCDEFGH',
};

/** A store with RTK Query as given (`skipping`: false) or with pushes passed around it, and the actions it saw. */
async function storeWithCachedUser(skipping: boolean) {
  const seen: string[] = [];
  const spy: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: skipping ? apiReducer : baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(spy, skipping ? apiMiddleware : baseApi.middleware),
  });
  await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
  seen.length = 0;
  return { store, seen };
}

const everyPush = (): UnknownAction[] =>
  (Object.keys(eventActions) as WireEventName[]).map((event) =>
    (eventActions[event] as (payload: never) => UnknownAction)({} as never),
  );

describe('RTK Query and realtime pushes', () => {
  // The store passes pushes around RTK Query (src/app/apiSkipsPushes.ts) for speed only; this fails when RTK Query
  // starts to act on them, so passing them around would change what the player sees.
  it('RTK Query itself leaves its cache as it was and dispatches nothing for any push', async () => {
    const { store, seen } = await storeWithCachedUser(false);
    const before = store.getState()[baseApi.reducerPath];
    const pushes = everyPush();
    for (const push of pushes) store.dispatch(push);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState()[baseApi.reducerPath]).toBe(before);
    expect(seen).toEqual(pushes.map((push) => push.type));
  });

  it('with pushes passed around it, the cached user is still served and other actions still reach it', async () => {
    const { store } = await storeWithCachedUser(true);
    for (const push of everyPush()) store.dispatch(push);
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);
    store.dispatch(baseApi.util.resetApiState());
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeUndefined();
  });
});
