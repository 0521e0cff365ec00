/**
 * @jest-environment node
 */
// The interface language reaches the API: the base query sends it, a change re-fetches what was written in the old
// one, and signing in adopts the account's saved language. Against the real contract server.
import { makeStore, type AppStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import { parseConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';
import { gamesApi } from '@/features/games/gamesApi';
import { authApi } from '@/features/auth/authApi';
import { localeChosen } from '@/i18n/localeSlice';
import { sessionApi } from '@/session/sessionApi';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';

let server: TestContractServer;

beforeAll(async () => {
  server = await startTestContractServer({ startRealtime: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const noEcho = (() => new Promise(() => undefined)) as unknown as EchoFactory;

function newStore(): AppStore {
  return makeStore({ config: parseConfig({ apiBaseUrl: server.apiUrl, environment: 'test' }), tokens: memoryTokenStore(), createEcho: noEcho, fetchFn: fetch });
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
  const slots = () => gamesApi.endpoints.listTags.select()(store.getState()).data?.find((t) => t.slug === 'slots')?.name;
  await until(store, () => slots() !== undefined);
  expect(slots()).toBe('Слоты');
  store.dispatch(localeChosen({ locale: 'en' }));
  await until(store, () => slots() === 'Slots');
  store.dispatch(localeChosen({ locale: 'ru' }));
  await until(store, () => slots() === 'Слоты');
  subscription.unsubscribe();
});

it('takes the signed-in account’s saved language', async () => {
  const store = newStore();
  store.dispatch(localeChosen({ locale: 'en' }));
  await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'player@example.com', password: 'player-password' }));
  await until(store, () => store.getState().locale.locale === 'ru');
});

it('a signed-in player who switches language gets content in it once the choice is saved', async () => {
  const store = newStore();
  await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'unverified@example.com', password: 'player-password' }));
  await until(store, () => store.getState().auth.status === 'signedIn');
  const subscription = store.dispatch(gamesApi.endpoints.listTags.initiate());
  const slots = () => gamesApi.endpoints.listTags.select()(store.getState()).data?.find((t) => t.slug === 'slots')?.name;
  await until(store, () => slots() === 'Слоты');
  // What the language switch does for a signed-in player.
  store.dispatch(localeChosen({ locale: 'en' }));
  await store.dispatch(sessionApi.endpoints.saveLocale.initiate('en'));
  await until(store, () => slots() === 'Slots');
  subscription.unsubscribe();
});
