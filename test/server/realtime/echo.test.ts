import Echo, { type EchoOptions } from 'laravel-echo';
import Pusher from 'pusher-js';
import type PusherServer from 'pusher';
import type { RealtimeServer } from '../../../server/realtime';
import { authorize, eventually, sdkFor, startTestRealtime, TEST_APP } from './helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// laravel-echo 2 with `broadcaster: 'reverb'` (pusher-js underneath), as the SPA uses it.
type User = { id: string; info?: { name: string } };

describe('laravel-echo against the realtime server', () => {
  let server: RealtimeServer;
  let sdk: PusherServer;
  const echoes: Array<Echo<'reverb'>> = [];

  function echo(user?: User, secret?: string): Echo<'reverb'> {
    const created = new Echo({
      broadcaster: 'reverb',
      key: TEST_APP.key,
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      // Echo types `Pusher` as pusher-js's module object; at run time it only needs the constructor
      Pusher: Pusher as unknown as EchoOptions<'reverb'>['Pusher'],
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) =>
          callback(null, authorize(socketId, channelName, user && { id: user.id, info: user.info ?? {} }, secret)),
      },
    });
    echoes.push(created);
    return created;
  }

  beforeAll(async () => {
    server = await startTestRealtime({ acceptClientEventsFrom: 'members' });
    sdk = sdkFor(server.port);
  });
  afterEach(() => {
    for (const created of echoes.splice(0)) created.disconnect();
  });
  afterAll(() => server.close());

  it('listens with a leading dot on public and private channels', async () => {
    const client = echo();
    const seen: unknown[] = [];
    const subscribed = new Promise<void>((resolve) =>
      client.private('App.Models.User.u-1').subscribed(() => resolve()),
    );
    client.channel('common').listen('.JackpotsUpdated', (data: unknown) => seen.push(data));
    client.private('App.Models.User.u-1').listen('.BalanceChanged', (data: unknown) => seen.push(data));
    await subscribed;
    await eventually(() => server.channels(TEST_APP.id).has('common'));
    await sdk.trigger('common', 'JackpotsUpdated', { jackpots: [] });
    await sdk.trigger('private-App.Models.User.u-1', 'BalanceChanged', { balance: '5.00', currency_code: 'USD' });
    await eventually(() => seen.length === 2);
    expect(seen).toEqual([{ jackpots: [] }, { balance: '5.00', currency_code: 'USD' }]);
  });

  it('reports a refused subscription through .error()', async () => {
    const client = echo(undefined, 'forged-secret');
    const error = await new Promise<unknown>((resolve) => client.private('App.Models.User.u-2').error(resolve));
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('gives here / joining / leaving on a presence channel, and relays whispers', async () => {
    const first = echo({ id: 'a', info: { name: 'Ann' } });
    const here = new Promise<unknown[]>((resolve) => {
      first.join('AuthorizedUsers').here((members: unknown[]) => resolve(members));
    });
    expect(await here).toEqual([{ name: 'Ann' }]);
    const joined: unknown[] = [];
    const left: unknown[] = [];
    const whispers: unknown[] = [];
    first
      .join('AuthorizedUsers')
      .joining((member: unknown) => joined.push(member))
      .leaving((member: unknown) => left.push(member))
      .listenForWhisper('typing', (data: unknown) => whispers.push(data));

    const second = echo({ id: 'b', info: { name: 'Bob' } });
    await new Promise<void>((resolve) => second.join('AuthorizedUsers').here(() => resolve()));
    await eventually(() => joined.length === 1);
    expect(joined).toEqual([{ name: 'Bob' }]);
    second.join('AuthorizedUsers').whisper('typing', { on: true });
    await eventually(() => whispers.length === 1);
    expect(whispers).toEqual([{ on: true }]);
    second.leave('AuthorizedUsers');
    await eventually(() => left.length === 1);
    expect(left).toEqual([{ name: 'Bob' }]);
  });
});
