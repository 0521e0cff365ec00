/**
 * @jest-environment node
 */
// The interface language reaches the API: the base query sends it, a change re-fetches what was written in the old
// one, and signing in adopts the account's saved language. Against the real contract server.
import { makeStore, type AppStore } from '@/app/store';
import { memoryTokenStore, type TokenStore } from '@/api/services';
import { parseConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';
import { gamesApi } from '@/features/games/gamesApi';
import { authApi } from '@/features/auth/authApi';
import { localeChosen } from '@/i18n/localeSlice';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';

let server: TestContractServer;

beforeAll(async () => {
  server = await startTestContractServer({ startRealtime: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const noEcho = (() => new Promise(() => undefined)) as unknown as EchoFactory;

/** A store on the contract server; a test may bring its own token store (to read the token) or fetch (to watch the saves). */
function newStore({
  tokens = memoryTokenStore(),
  fetchFn = fetch,
}: { tokens?: TokenStore; fetchFn?: typeof fetch } = {}): AppStore {
  return makeStore({
    config: parseConfig({ apiBaseUrl: server.apiUrl, environment: 'test' }),
    tokens,
    createEcho: noEcho,
    fetchFn,
  });
}

/** The account's user as the API has it now (what the saves left on the server). */
async function accountUser(token: string | null): Promise<{ uuid: string; locale: string }> {
  const answer = await server.api('/auth/user', { token: token ?? '' });
  return ((await answer.json()) as { user: { uuid: string; locale: string } }).user;
}

const until = (store: AppStore, check: () => boolean): Promise<void> =>
  new Promise((resolve) => {
    if (check()) return resolve();
    const stop = store.subscribe(() => {
      if (check()) {
        stop();
        resolve();
      }
    });
  });

it('asks for content in the interface language and re-fetches it when the language changes', async () => {
  const store = newStore();
  const subscription = store.dispatch(gamesApi.endpoints.listTags.initiate());
  const slots = () =>
    gamesApi.endpoints.listTags
      .select()(store.getState())
      .data?.find((t) => t.slug === 'slots')?.name;
  await until(store, () => slots() !== undefined);
  expect(slots()).toBe('Слоты');
  store.dispatch(localeChosen({ locale: 'en' }));
  await until(store, () => slots() === 'Slots');
  store.dispatch(localeChosen({ locale: 'ru' }));
  await until(store, () => slots() === 'Слоты');
  subscription.unsubscribe();
});

it('takes the signed-in account’s saved language when none was chosen in this visit', async () => {
  const token = await server.signInAs('player');
  expect((await server.api('/profile', { token, method: 'PATCH', json: { locale: 'en' } })).status).toBe(200);
  try {
    const store = newStore();
    expect(store.getState().locale.locale).toBe('ru');
    await store.dispatch(
      authApi.endpoints.signIn.initiate({ email: 'player@example.com', password: 'player-password' }),
    );
    await until(store, () => store.getState().locale.locale === 'en');
  } finally {
    await server.api('/profile', { token, method: 'PATCH', json: { locale: 'ru' } });
  }
});

it('a language chosen in this visit wins at sign-in and is saved on the account', async () => {
  const tokens = memoryTokenStore();
  const store = newStore({ tokens });
  // A guest switches to English, then signs in to an account saved in Russian.
  store.dispatch(localeChosen({ locale: 'en' }));
  await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'player@example.com', password: 'player-password' }));
  await until(store, () => store.getState().auth.user?.locale === 'en');
  expect(store.getState().locale.locale).toBe('en');
  await expect(accountUser(tokens.getToken())).resolves.toMatchObject({ locale: 'en' });
  store.dispatch(localeChosen({ locale: 'ru' }));
  await until(store, () => store.getState().auth.user?.locale === 'ru');
});

it('a signed-in player who switches language gets content in it once the choice is saved', async () => {
  const store = newStore();
  await store.dispatch(
    authApi.endpoints.signIn.initiate({ email: 'unverified@example.com', password: 'player-password' }),
  );
  await until(store, () => store.getState().auth.status === 'signedIn');
  const subscription = store.dispatch(gamesApi.endpoints.listTags.initiate());
  const slots = () =>
    gamesApi.endpoints.listTags
      .select()(store.getState())
      .data?.find((t) => t.slug === 'slots')?.name;
  await until(store, () => slots() === 'Слоты');
  // What the language switch does; the locale saga saves the choice on the account.
  store.dispatch(localeChosen({ locale: 'en' }));
  await until(store, () => slots() === 'Slots');
  subscription.unsubscribe();
  store.dispatch(localeChosen({ locale: 'ru' }));
  await until(store, () => store.getState().auth.user?.locale === 'ru');
});

it('saves quick switches on the account one at a time, so the account ends in the language the player left', async () => {
  const saves: string[] = [];
  let onTheWire = 0;
  let mostOnTheWire = 0;
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'PATCH') return fetch(request);
    saves.push(String((JSON.parse(await request.clone().text()) as { locale?: string }).locale));
    onTheWire += 1;
    mostOnTheWire = Math.max(mostOnTheWire, onTheWire);
    try {
      // Slow enough that every switch below is made while the first save is still on the wire.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return await fetch(request);
    } finally {
      onTheWire -= 1;
    }
  };
  const tokens = memoryTokenStore();
  const store = newStore({ tokens, fetchFn: recordingFetch });
  await store.dispatch(
    authApi.endpoints.signIn.initiate({ email: 'unverified@example.com', password: 'player-password' }),
  );
  await until(store, () => store.getState().auth.user?.locale === 'ru');
  const accountLocale = async () => (await accountUser(tokens.getToken())).locale;
  const settled = (count: number, locale: string) =>
    until(store, () => saves.length === count && onTheWire === 0 && store.getState().auth.user?.locale === locale);

  for (const locale of ['en', 'ru', 'en', 'ru'] as const) store.dispatch(localeChosen({ locale }));
  await settled(2, 'ru');
  // The first switch is sent at once; of the three made while it is on the wire only the newest is sent, after it.
  expect(saves).toEqual(['en', 'ru']);
  expect(mostOnTheWire).toBe(1);
  await expect(accountLocale()).resolves.toBe('ru');

  // When the newest waiting choice is what the first save gave the account, nothing more is sent.
  for (const locale of ['en', 'ru', 'en'] as const) store.dispatch(localeChosen({ locale }));
  await settled(3, 'en');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(saves).toEqual(['en', 'ru', 'en']);
  await expect(accountLocale()).resolves.toBe('en');
  expect(store.getState().locale.locale).toBe('en');
});

it('an administrator acting as a player changes the language on the screen only, not on the player’s account', async () => {
  const patches: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PATCH') patches.push(new URL(request.url).pathname);
    return fetch(request);
  };
  const adminToken = await server.signInAs('admin');
  const playerToken = await server.signInAs('player');
  const player = await accountUser(playerToken);
  const store = newStore({
    tokens: memoryTokenStore({ token: adminToken, loginAs: player.uuid }),
    fetchFn: recordingFetch,
  });
  await until(store, () => store.getState().auth.user?.uuid === player.uuid);
  store.dispatch(localeChosen({ locale: player.locale === 'ru' ? 'en' : 'ru' }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(patches).toEqual([]);
  await expect(accountUser(playerToken)).resolves.toMatchObject({ locale: player.locale });
});
