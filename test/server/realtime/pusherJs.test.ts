import type Pusher from 'pusher-js';
import PusherServer from 'pusher';
import type { RealtimeServer } from '../../../server/realtime';
import { channelEvent, connected, eventually, pusherClient, startTestRealtime, TEST_APP } from './helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// The real pusher-js 8 client (node build) against the server, with the official `pusher` SDK publishing.
interface Member {
  id: string;
  info: { name: string };
}
interface PresenceLike {
  members: { count: number; each: (cb: (member: Member) => void) => void };
  bind: (event: string, cb: (data: Member) => void) => unknown;
}

describe('pusher-js against the realtime server', () => {
  let server: RealtimeServer;
  let publisher: PusherServer;
  const clients: Pusher[] = [];
  const client = (user?: { id: string; info?: object }, secret?: string): Pusher => {
    const created = pusherClient(server.port, user, secret);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    server = await startTestRealtime({ acceptClientEventsFrom: 'members' });
    publisher = new PusherServer({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
    });
  });
  afterEach(() => {
    for (const created of clients.splice(0)) created.disconnect();
  });
  afterAll(() => server.close());

  it('connects and receives an event triggered on a public channel', async () => {
    const pusher = client();
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const channel = pusher.subscribe('common');
    await channelEvent(channel, 'pusher:subscription_succeeded');
    const received = channelEvent<{ jackpots: unknown[] }>(channel, 'JackpotsUpdated');
    await publisher.trigger('common', 'JackpotsUpdated', { jackpots: [{ id: 1, amount: '10.00' }] });
    expect(await received).toEqual({ jackpots: [{ id: 1, amount: '10.00' }] });
  });

  it('subscribes to a private channel with a good signature and receives events', async () => {
    const pusher = client();
    const channel = pusher.subscribe('private-App.Models.User.u-1');
    await channelEvent(channel, 'pusher:subscription_succeeded');
    const received = channelEvent<{ balance: string }>(channel, 'BalanceChanged');
    await publisher.trigger('private-App.Models.User.u-1', 'BalanceChanged', {
      balance: '990.00',
      currency_code: 'RUB',
    });
    expect(await received).toMatchObject({ balance: '990.00' });
  });

  it('refuses a forged signature: pusher-js sees pusher:subscription_error and gets no events', async () => {
    const pusher = client(undefined, 'not-the-secret');
    const errors: unknown[] = [];
    pusher.connection.bind('error', (error: unknown) => errors.push(error));
    const channel = pusher.subscribe('private-App.Models.User.u-2');
    const failure = await channelEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(failure).toMatchObject({ type: 'AuthError', status: 403 });
    expect(channel.subscribed).toBe(false);
    expect(errors).toContainEqual(
      expect.objectContaining({ type: 'PusherError', data: expect.objectContaining({ code: 4009 }) }),
    );
    expect(server.channels(TEST_APP.id).has('private-App.Models.User.u-2')).toBe(false);
  });

  it('shows presence join and leave to a second client, one member per user across two sockets', async () => {
    const watcher = client({ id: 'watcher', info: { name: 'Watcher' } });
    const room = watcher.subscribe('presence-AuthorizedUsers') as unknown as PresenceLike;
    await channelEvent(room, 'pusher:subscription_succeeded');
    expect(room.members.count).toBe(1);

    const joined: Member[] = [];
    const left: Member[] = [];
    room.bind('pusher:member_added', (member) => joined.push(member));
    room.bind('pusher:member_removed', (member) => left.push(member));

    const ann1 = client({ id: 'ann', info: { name: 'Ann' } });
    const ann2 = client({ id: 'ann', info: { name: 'Ann' } });
    await channelEvent(ann1.subscribe('presence-AuthorizedUsers'), 'pusher:subscription_succeeded');
    const second = ann2.subscribe('presence-AuthorizedUsers') as unknown as PresenceLike;
    await channelEvent(second, 'pusher:subscription_succeeded');
    expect(second.members.count).toBe(2);

    await eventually(() => joined.length === 1);
    expect(joined[0]).toEqual({ id: 'ann', info: { name: 'Ann' } });
    expect(room.members.count).toBe(2);
    const users = (await (await publisher.get({ path: '/channels/presence-AuthorizedUsers/users' })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(users.users.map((user) => user.id).sort()).toEqual(['ann', 'watcher']);

    ann1.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(left).toHaveLength(0);
    expect(joined).toHaveLength(1);
    ann2.disconnect();
    await eventually(() => left.length === 1);
    expect(left[0]).toMatchObject({ id: 'ann' });
    expect(room.members.count).toBe(1);
  });

  it('relays whispers between pusher-js clients on a private channel', async () => {
    const a = client();
    const b = client();
    const channelA = a.subscribe('private-game.7');
    const channelB = b.subscribe('private-game.7');
    await Promise.all([
      channelEvent(channelA, 'pusher:subscription_succeeded'),
      channelEvent(channelB, 'pusher:subscription_succeeded'),
    ]);
    const received = channelEvent<{ x: number }>(channelB, 'client-move');
    channelA.trigger('client-move', { x: 3 });
    expect(await received).toEqual({ x: 3 });
  });
});
