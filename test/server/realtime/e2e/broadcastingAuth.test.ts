import type Pusher from 'pusher-js';
import PusherServer from 'pusher';
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { channelEvent, connectedClient, pusherJsClient } from '../helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// End to end: pusher-js authorises through the contract server's POST /broadcasting/auth (JSON body,
// Bearer token) and subscribes to the realtime server that the contract server started.
describe('pusher-js through the contract server’s /broadcasting/auth', () => {
  const server = contractServerForFile();
  const tokens = demoTokensForFile(server, 'player', 'admin');
  let playerUuid: string;
  let adminUuid: string;
  const clients: Pusher[] = [];

  async function uuidOf(token: string): Promise<string> {
    const response = await server.api('/auth/user', { token });
    return ((await response.json()) as { user: { uuid: string } }).user.uuid;
  }

  function client(token: string): Pusher {
    const created = pusherJsClient(server.realtime.port, server.realtime.key, async (socketId, channelName) => {
      const response = await server.api('/broadcasting/auth', {
        method: 'POST',
        token,
        json: { socket_id: socketId, channel_name: channelName },
      });
      if (response.status !== 200) throw new Error(`broadcasting/auth answered ${response.status}`);
      return (await response.json()) as { auth: string; channel_data?: string };
    });
    clients.push(created);
    return created;
  }

  beforeAll(async () => {
    playerUuid = await uuidOf(tokens.player);
    adminUuid = await uuidOf(tokens.admin);
  });
  afterEach(() => {
    for (const created of clients.splice(0)) created.disconnect();
  });

  it('subscribes to the player’s own private channel and receives an event published with the realtime credentials', async () => {
    const pusher = client(tokens.player);
    const channel = pusher.subscribe(`private-App.Models.User.${playerUuid}`);
    await channelEvent(channel, 'pusher:subscription_succeeded', 5000);
    const received = channelEvent<{ balance: string; currency_code: string }>(channel, 'BalanceChanged');
    const { appId, key, secret, port } = server.realtime;
    const sdk = new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
    await sdk.trigger(`private-App.Models.User.${playerUuid}`, 'BalanceChanged', {
      balance: '999.00',
      currency_code: 'RUB',
    });
    expect(await received).toEqual({ balance: '999.00', currency_code: 'RUB' });
  });

  it('is refused another user’s channel by the API (403 → subscription_error)', async () => {
    const pusher = client(tokens.player);
    const channel = pusher.subscribe(`private-App.Models.User.${adminUuid}`);
    const failure = await channelEvent<{ type: string; error: string }>(channel, 'pusher:subscription_error', 5000);
    expect(failure.type).toBe('AuthError');
    expect(failure.error).toMatch(/403/);
    expect(channel.subscribed).toBe(false);
  });

  it('is refused by the realtime server when the API’s signature for one channel is replayed on another', async () => {
    const { client: raw, socketId } = await connectedClient(server.realtime.port, server.realtime.key);
    const response = await server.api('/broadcasting/auth', {
      method: 'POST',
      token: tokens.player,
      json: { socket_id: socketId, channel_name: `private-App.Models.User.${playerUuid}` },
    });
    const { auth } = (await response.json()) as { auth: string };
    raw.send({ event: 'pusher:subscribe', data: { channel: `private-App.Models.User.${adminUuid}`, auth } });
    expect(await raw.nextError()).toEqual({ code: 4009, message: 'Connection is unauthorized' });
    raw.close();
  });

  it('joins presence-AuthorizedUsers as an opaque id with a neutral name only', async () => {
    const pusher = client(tokens.player);
    const channel = pusher.subscribe('presence-AuthorizedUsers') as unknown as {
      bind: (event: string, cb: (data: unknown) => void) => unknown;
      members: { me: { id: string; info: Record<string, unknown> } };
    };
    await channelEvent(channel, 'pusher:subscription_succeeded', 5000);
    expect(channel.members.me.id).not.toBe(playerUuid);
    expect(channel.members.me.id).toMatch(/^[0-9a-f]{24}$/);
    expect(channel.members.me.info).toEqual({ name: expect.stringMatching(/^Player [0-9A-F]{6}$/) as unknown });
  });
});
