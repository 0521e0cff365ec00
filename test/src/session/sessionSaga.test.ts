/**
 * @jest-environment node
 */
// The auth saga and endpoints against the real contract server over HTTP (node: real fetch).
import { makeStore, type RunningStore } from '@/app/store';
import { memoryTokenStore, type TokenStore } from '@/api/services';
import { parseConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';
import { authApi } from '@/features/auth/authApi';
import { sessionApi } from '@/session/sessionApi';
import { UNAUTHORIZED_ACTION } from '@/api/baseQuery';
import { baseApi } from '@/api/baseApi';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';

let server: TestContractServer;

beforeAll(async () => {
  server = await startTestContractServer({ startRealtime: false });
});
afterAll(async () => {
  await server?.close();
});

// The realtime saga is not under test here: an Echo factory that never connects.
const noEcho = (() => new Promise(() => undefined)) as unknown as EchoFactory;

function storeWith(tokens: TokenStore): RunningStore {
  return makeStore({
    config: parseConfig({ apiBaseUrl: server.apiUrl, environment: 'test' }),
    tokens,
    createEcho: noEcho,
    fetchFn: fetch,
  });
}

const settled = (store: RunningStore) =>
  new Promise<void>((resolve) => {
    const check = () => store.getState().auth.status !== 'unknown';
    if (check()) return resolve();
    const stop = store.subscribe(() => {
      if (check()) {
        stop();
        resolve();
      }
    });
  });

const stores: RunningStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) {
    store.sagaTask.cancel();
    // Drops RTK Query's cache timers so jest can exit.
    store.dispatch(baseApi.util.resetApiState());
  }
});
const track = (store: RunningStore) => (stores.push(store), store);

test('no token at start: signed out without asking the server', async () => {
  const store = track(storeWith(memoryTokenStore()));
  await settled(store);
  expect(store.getState().auth.status).toBe('signedOut');
});

test('a valid token at start restores the session', async () => {
  const token = await server.signInAs('player');
  const store = track(storeWith(memoryTokenStore({ token })));
  await settled(store);
  expect(store.getState().auth.status).toBe('signedIn');
  expect(store.getState().auth.user?.email).toBe('player@example.com');
  expect(store.getState().auth.user?.balance).toBe('1000.00');
});

test('a rejected token at start signs out and clears the token', async () => {
  const tokens = memoryTokenStore({ token: 'not-a-real-token' });
  const store = track(storeWith(tokens));
  await settled(store);
  expect(store.getState().auth.status).toBe('signedOut');
  expect(tokens.getToken()).toBeNull();
});

test('sign-in stores the token in the token store only, never in state', async () => {
  const tokens = memoryTokenStore();
  const store = track(storeWith(tokens));
  await settled(store);
  const seen: string[] = [];
  store.subscribe(() => seen.push(JSON.stringify(store.getState())));
  const answer = await store
    .dispatch(authApi.endpoints.signIn.initiate({ email: 'player@example.com', password: 'player-password' }))
    .unwrap();
  const token = tokens.getToken();
  expect(token).toMatch(/.{16,}/);
  expect(answer).not.toHaveProperty('token');
  expect(store.getState().auth.status).toBe('signedIn');
  expect(seen.some((s) => s.includes(token ?? '\u0000'))).toBe(false);
});

test('wrong credentials leave the user signed out with the server message per field', async () => {
  const store = track(storeWith(memoryTokenStore()));
  await settled(store);
  const result = await store.dispatch(
    authApi.endpoints.signIn.initiate({ email: 'player@example.com', password: 'wrong' }),
  );
  expect('error' in result && result.error).toMatchObject({
    status: 422,
    data: { errors: { email: ['Неверный e-mail или пароль.'] } },
  });
  expect(store.getState().auth.status).toBe('signedOut');
});

test('sign-out revokes the token on the server and signs out locally', async () => {
  const token = await server.signInAs('player');
  const tokens = memoryTokenStore({ token });
  const store = track(storeWith(tokens));
  await settled(store);
  await store.dispatch(sessionApi.endpoints.signOut.initiate()).unwrap();
  expect(store.getState().auth.status).toBe('signedOut');
  expect(tokens.getToken()).toBeNull();
  expect((await server.api('/auth/user', { token })).status).toBe(401);
});

test('a 401 while signed in (token revoked elsewhere) signs the user out', async () => {
  const token = await server.signInAs('player');
  const tokens = memoryTokenStore({ token });
  const store = track(storeWith(tokens));
  await settled(store);
  expect(store.getState().auth.status).toBe('signedIn');
  await server.api('/auth/sign-out', { method: 'POST', token });
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  expect(store.getState().auth.status).toBe('signedOut');
  expect(tokens.getToken()).toBeNull();
  // The signal is the shared action type the base query dispatches.
  expect(UNAUTHORIZED_ACTION).toBe('api/unauthorized');
});

test('sign-up creates an unverified user in the chosen currency and signs in', async () => {
  const tokens = memoryTokenStore();
  const store = track(storeWith(tokens));
  await settled(store);
  const email = `new-${Date.now()}@example.com`;
  await store
    .dispatch(
      authApi.endpoints.signUp.initiate({
        email,
        password: 'long-enough-password',
        password_confirmation: 'long-enough-password',
        terms: true,
        adult: true,
        currency: 'EUR',
      }),
    )
    .unwrap();
  const user = store.getState().auth.user;
  expect(user?.email).toBe(email);
  expect(user?.currency.code).toBe('EUR');
  expect(user?.email_verified_at).toBeNull();
  expect(tokens.getToken()).not.toBeNull();
});
