/** @jest-environment node */
import '@/app/allEndpoints';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { signedIn } from '@/session/sessionActions';
import { siteApi } from '@/site/siteApi';
import { makeReplayStore, refusingFetch, showState } from '@/features/replay/replayStore';
import type { User } from '@/api/types';

const user = {
  uuid: 'u-1',
  email: 'pl***@example.com',
  email_verified_at: '2026-01-01T00:00:00Z',
  roles: ['player'],
  balance: '1234.50',
  currency: { code: 'RUB', usd_rate: '90.00' },
  created_at: '2026-01-01T00:00:00Z',
} as User;

describe('the replay store', () => {
  it('refuses every request and keeps the replayed state whatever the screens dispatch', async () => {
    const recorded = rootReducer(undefined, signedIn({ user }));
    const store = makeReplayStore<RootState>(recorded);
    const before = store.getState();
    expect(before.auth.user?.balance).toBe('1234.50');
    expect(before.api.config.middlewareRegistered).toBe(true);

    const realFetch = jest.spyOn(globalThis, 'fetch');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = store.dispatch(siteApi.endpoints.getCounters.initiate());
    await request;
    request.unsubscribe();
    // The request reached the base query, whose fetch refused it; the network was never touched.
    expect(realFetch).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
    realFetch.mockRestore();
    errors.mockRestore();
  });

  it('has a fetch that refuses', async () => {
    await expect(refusingFetch('http://localhost:8000/api/counters')).rejects.toThrow(/read-only/);
  });

  it('shows the next state only when the replay says so', () => {
    const store = makeReplayStore<RootState>(rootReducer(undefined, { type: '@@init' }));
    expect(store.getState().auth.user).toBeNull();
    store.dispatch(signedIn({ user }));
    expect(store.getState().auth.user).toBeNull();
    store.dispatch(showState(rootReducer(undefined, signedIn({ user }))));
    expect(store.getState().auth.user?.balance).toBe('1234.50');
  });
});
