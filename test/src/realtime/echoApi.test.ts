/** @jest-environment node */
/**
 * laravel-echo's own API over the connection the app hands it (the socket worker's stand-in for pusher-js, with the
 * real socket host in this process), against the contract server (channel signatures from /broadcasting/auth) and
 * its realtime server: `private` + `listen`, `whisper` + `listenForWhisper`, `join` + `here`/`joining`/`leaving`,
 * `leave`, and `connector.signin()` (signed by /broadcasting/user-auth) with `connector.pusher.user.bind`.
 */
import { memoryTokenStore } from '@/api/services';
import { createChannelAuthorizer, createUserAuthenticator } from '@/realtime/channelSigner';
import type { EchoInstance } from '@/realtime/echoFactory';
import { PRESENCE_CHANNEL, userChannelName } from '@/realtime/events';
import { createTestEcho } from '../../support/inProcessSocketWorker';
import { startTestContractServer } from '../../support/contractServer';
import { waitFor, type Servers } from '../../support/realtimeHarness';
import type { DemoUser } from '../../support/demoUsers';

jest.setTimeout(15_000);
let servers: Servers;
const echoes: EchoInstance[] = [];

beforeAll(async () => {
  servers = await startTestContractServer({
    standaloneRealtime: {
      id: 'echo-api',
      key: 'echo-api-key',
      secret: 'echo-api-secret',
      acceptClientEventsFrom: 'members',
    },
  });
});

afterEach(() => {
  for (const echo of echoes.splice(0)) echo.disconnect();
});

afterAll(async () => {
  await servers.close();
});

/** An Echo as the app makes it, for a signed-in demo user. */
async function echoFor(user: DemoUser): Promise<EchoInstance> {
  const tokens = memoryTokenStore();
  tokens.setToken(await servers.signInAs(user));
  const signer = { apiBaseUrl: servers.apiUrl, tokens, fetchFn: fetch };
  const authorize = createChannelAuthorizer(signer);
  const authenticateUser = createUserAuthenticator(signer);
  const realtime = {
    host: '127.0.0.1',
    port: servers.standalone.port,
    scheme: 'ws' as const,
    key: servers.standalone.app.key,
    cluster: '',
  };
  const echo = await createTestEcho({ config: realtime, authorize, authenticateUser });
  echoes.push(echo);
  return echo;
}

const subscriptions = (channel: string) => servers.standalone.subscriptions(channel);

test('private: listen hears the server’s event, a whisper reaches the player’s other connection, leave unsubscribes', async () => {
  const { uuid } = servers.domain.repos.users.byEmail('player@example.com') ?? { uuid: '' };
  const name = userChannelName(uuid);
  const [first, second] = [await echoFor('player'), await echoFor('player')];
  const heard: unknown[] = [];
  const whispers: unknown[] = [];
  first
    .private(name)
    .listen('.BalanceChanged', (event: unknown) => heard.push(event))
    .listenForWhisper('typing', (event: unknown) => whispers.push(event));
  let subscribed = false;
  second.private(name).subscribed(() => (subscribed = true));
  await waitFor('both connections on the private channel', () => subscribed && subscriptions(`private-${name}`) === 2);

  second.private(name).whisper('typing', { at: 42 });
  await waitFor('the whisper', () => whispers.length === 1);
  expect(whispers).toEqual([{ at: 42 }]);

  await servers.standalone.pusher.trigger(`private-${name}`, 'BalanceChanged', {
    balance: '5.00',
    currency_code: 'RUB',
  });
  await waitFor('the server’s event', () => heard.length === 1);
  expect(heard[0]).toMatchObject({ balance: '5.00', currency_code: 'RUB' });

  second.leave(name);
  await waitFor('the second connection left', () => subscriptions(`private-${name}`) === 1);
});

test('join: here lists who is there; joining and leaving follow another player who joins and leaves', async () => {
  const player = await echoFor('player');
  let here: unknown[] | null = null;
  const joined: unknown[] = [];
  const left: unknown[] = [];
  player
    .join(PRESENCE_CHANNEL)
    .here((members: unknown[]) => (here = members))
    .joining((member: unknown) => joined.push(member))
    .leaving((member: unknown) => left.push(member));
  await waitFor('here', () => here !== null);
  expect(here).toEqual([{ name: expect.any(String) }]);

  const admin = await echoFor('admin');
  admin.join(PRESENCE_CHANNEL);
  await waitFor('joining', () => joined.length === 1);
  expect(joined[0]).toEqual({ name: expect.any(String) });
  expect(joined[0]).not.toEqual((here ?? [])[0]);

  admin.leave(PRESENCE_CHANNEL);
  await waitFor('leaving', () => left.length === 1);
  expect(left[0]).toEqual(joined[0]);
});

test('connector.signin: the connection is signed in as the player, and pusher.user hears what is sent to them', async () => {
  const { uuid } = servers.domain.repos.users.byEmail('player@example.com') ?? { uuid: '' };
  const player = await echoFor('player');
  const heard: unknown[] = [];
  player.connector.pusher.user.bind('AccountNotice', (data: unknown) => heard.push(data));
  player.connector.signin();
  // pusher-js (in the socket host) subscribes `#server-to-user-{id}` once the server accepted the sign-in.
  await waitFor('the signed-in user channel', () => subscriptions(`#server-to-user-${uuid}`) === 1);
  await servers.standalone.pusher.sendToUser(uuid, 'AccountNotice', { text: 'hello' });
  await waitFor('the user’s event on the page', () => heard.length === 1);
  expect(heard).toEqual([{ text: 'hello' }]);
});
