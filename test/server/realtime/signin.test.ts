/**
 * User sign-in (`pusher:signin`) with the real pusher-js client against the contract server: POST
 * /broadcasting/user-auth signs the connection in as the player, the realtime server accepts it, a message sent to
 * the user (`#server-to-user-{uuid}`) reaches that connection only, and a sign-in that does not verify is refused.
 */
import Pusher from 'pusher-js';
import { startTestContractServer, type TestContractServer } from '../../support/contractServer';
import { expectLaravelError } from '../../support/contractServerHelpers';
import { connectPusher } from '../../support/pusherClient';
import type { StandaloneRealtime } from '../../support/contractServer';

jest.setTimeout(20_000);

let servers: TestContractServer & { standalone: StandaloneRealtime };
let token: string;
let uuid: string;
const clients: Pusher[] = [];

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
  token = await servers.signInAs('player');
  uuid = servers.domain.repos.users.byEmail('player@example.com')?.uuid ?? '';
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(() => servers.close());

function client(bearer: string): Pusher {
  const { port, app } = servers.standalone;
  const created = new Pusher(app.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    userAuthentication: {
      endpoint: `${servers.apiUrl}/broadcasting/user-auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' },
    },
  });
  clients.push(created);
  return created;
}

const until = async (what: string, ok: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

test('pusher-js signs in as the player; a message to the user reaches that connection and not another', async () => {
  const signedIn = client(token);
  const other = client(token);
  const heard: unknown[] = [];
  const heardByOther: unknown[] = [];
  signedIn.user.bind('Hello', (data: unknown) => heard.push(data));
  other.user.bind('Hello', (data: unknown) => heardByOther.push(data));
  signedIn.signin();
  // pusher-js subscribes the user's own channel once the server said signin_success.
  await until('the user channel', () => servers.standalone.subscriptions(`#server-to-user-${uuid}`) === 1);
  expect(signedIn.user.user_data).toEqual({ id: uuid });

  await servers.standalone.pusher.sendToUser(uuid, 'Hello', { text: 'hi' });
  await until('the message to the user', () => heard.length === 1);
  expect(heard).toEqual([{ text: 'hi' }]);
  expect(heardByOther).toEqual([]);
});

test('POST /broadcasting/user-auth: the signed user data names the player by uuid; a guest or a bad socket id is refused', async () => {
  const answer = await servers.api('/broadcasting/user-auth', {
    method: 'POST',
    token,
    json: { socket_id: '123.456' },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { auth: string; user_data: string };
  expect(JSON.parse(body.user_data)).toEqual({ id: uuid });
  expect(body.auth).toMatch(new RegExp(`^${servers.standalone.app.key}:[0-9a-f]{64}$`));

  expect((await servers.api('/broadcasting/user-auth', { method: 'POST', json: { socket_id: '1.2' } })).status).toBe(
    401,
  );
  const bad = await servers.api('/broadcasting/user-auth', { method: 'POST', token, json: { socket_id: 'x' } });
  expect(bad.status).toBe(403);
  const missing = await servers.api('/broadcasting/user-auth', { method: 'POST', token, json: {} });
  expect(missing.status).toBe(422);
  expectLaravelError(await missing.json());
});

test('a sign-in that does not verify closes the connection with 4009, and nobody may take another user’s channel', async () => {
  const { port, app } = servers.standalone;
  const forged = await connectPusher(port, app.key);
  forged.send({
    event: 'pusher:signin',
    data: { auth: `${app.key}:${'0'.repeat(64)}`, user_data: `{"id":"${uuid}"}` },
  });
  const refused = await forged.waitFor((f) => f.event === 'pusher:error');
  expect(refused.data).toMatchObject({ code: 4009 });

  const guest = await connectPusher(port, app.key);
  guest.send({ event: 'pusher:subscribe', data: { channel: `#server-to-user-${uuid}` } });
  const denied = await guest.waitFor((f) => f.event === 'pusher:subscription_error');
  expect(denied.data).toMatchObject({ status: 403 });
  expect(servers.standalone.subscriptions(`#server-to-user-${uuid}`)).toBe(0);
  forged.close();
  guest.close();
});
