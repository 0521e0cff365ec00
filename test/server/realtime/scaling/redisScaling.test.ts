import type { ChildProcess } from 'node:child_process';
import type PusherServer from 'pusher';
import type { RealtimeServer } from '../../../../server/realtime';
import { Redis } from 'ioredis';
import { SCALING_CHANNEL } from '../../../../server/realtime/scaling/redisScaling';
import { TEST_APP, closeClients, type RawClient, sdkFor, subscribedClient, startTestRealtime } from '../helpers';
import { describeWithRedis, freePort, startRedis } from './redisServer';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// Two realtime servers sharing one redis-server (started here on a free port): an event, a client
// event, channel info and a termination cross from one process to the other.
describeWithRedis('redisScaling.test.ts')('realtime scaling through Redis', () => {
  let redis: ChildProcess;
  let a: RealtimeServer;
  let b: RealtimeServer;
  let sdkB: PusherServer;
  let redisPort: number;
  const clients: RawClient[] = [];

  async function subscriber(
    server: RealtimeServer,
    channel: string,
    user?: { id: string },
  ): Promise<{ client: RawClient; socketId: string }> {
    const connection = await subscribedClient(server.port, channel, user);
    clients.push(connection.client);
    return connection;
  }

  beforeAll(async () => {
    const port = await freePort();
    redisPort = port;
    redis = await startRedis(port);
    a = await startTestRealtime({ acceptClientEventsFrom: 'members' }, { redisUrl: `redis://127.0.0.1:${port}` });
    b = await startTestRealtime({ acceptClientEventsFrom: 'members' }, { redisUrl: `redis://127.0.0.1:${port}` });
    sdkB = sdkFor(b.port);
  });
  afterEach(async () => {
    await closeClients(clients);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('delivers an event triggered on one process to subscribers of the other, minus socket_id', async () => {
    const onA = await subscriber(a, 'common');
    const alsoOnA = await subscriber(a, 'common');
    const onB = await subscriber(b, 'common');
    await sdkB.trigger('common', 'JackpotsUpdated', { jackpots: [] }, { socket_id: alsoOnA.socketId });
    expect(JSON.parse((await onA.client.next('JackpotsUpdated')).data as string)).toEqual({ jackpots: [] });
    await onB.client.next('JackpotsUpdated');
    expect(await alsoOnA.client.none('JackpotsUpdated')).toBe(true);
  });

  it('drops malformed messages on the shared channel and keeps serving', async () => {
    const onA = await subscriber(a, 'common');
    const garbage = new Redis(redisPort);
    try {
      for (const bad of [
        'not json',
        JSON.stringify({ type: 'event', from: 'x', appId: TEST_APP.id, event: { event: 'Boom' } }),
        JSON.stringify({ type: 'event', from: 'x', appId: TEST_APP.id, event: { event: 'Boom', channels: 'common' } }),
        JSON.stringify({ type: 'terminate', from: 'x', appId: TEST_APP.id, userId: 42 }),
        JSON.stringify({ type: 'metrics-reply', from: 'x', requestId: 'r', to: 'y', channels: 'all', connections: -1 }),
        'null',
      ]) {
        await garbage.publish(SCALING_CHANNEL, bad);
      }
    } finally {
      garbage.disconnect();
    }
    await sdkB.trigger('common', 'StillAlive', { ok: true });
    expect(JSON.parse((await onA.client.next('StillAlive')).data as string)).toEqual({ ok: true });
    expect(await onA.client.none('Boom')).toBe(true);
  });

  it('relays client events across processes', async () => {
    const onA = await subscriber(a, 'private-room');
    const onB = await subscriber(b, 'private-room');
    onA.client.send({ event: 'client-hello', channel: 'private-room', data: { n: 1 } });
    expect((await onB.client.next('client-hello')).data).toEqual({ n: 1 });
    expect(await onA.client.none('client-hello')).toBe(true);
  });

  it('answers channel info and users from every process', async () => {
    await subscriber(a, 'presence-lobby', { id: 'u-a' });
    await subscriber(b, 'presence-lobby', { id: 'u-b' });
    await subscriber(b, 'presence-lobby', { id: 'u-a' });
    const info = await sdkB.get({
      path: '/channels/presence-lobby',
      params: { info: 'user_count,subscription_count' },
    });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const users = (await (await sdkB.get({ path: '/channels/presence-lobby/users' })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(users.users.map((user) => user.id).sort()).toEqual(['u-a', 'u-b']);
    const connections = await sdkB.get({ path: '/connections' });
    expect(await connections.json()).toEqual({ connections: 3 });
  });

  it('terminates a user’s connections on the other process', async () => {
    const onA = await subscriber(a, 'presence-lobby', { id: 'banned' });
    await sdkB.terminateUserConnections('banned');
    expect((await onA.client.waitClose()).code).toBe(4200);
  });
});
