/**
 * Redis going away and coming back: two realtime servers fan out through a redis-server that is killed mid-stream
 * (SIGKILL) and restarted on the same port. While it is down each server still delivers to its own sockets (and the
 * publish API still answers); once both are reconnected, every event published reaches the clients on both servers.
 */
import type { ChildProcess } from 'node:child_process';
import type { RealtimeServer } from '../../../../server/realtime';
import { closeClients, connectedClient, eventually, type RawClient, sdkFor, startTestRealtime } from '../helpers';
import { describeWithRedis, freePort, killRedis, startRedis } from './redisServer';

jest.setTimeout(60_000);

/** Event numbers a client has received on `common`. */
function received(client: RawClient): number[] {
  return client.frames
    .filter((f) => f.event === 'Numbered')
    .map((f) => (JSON.parse(f.data as string) as { n: number }).n);
}

describeWithRedis('redisOutage.test.ts')('a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let a: RealtimeServer;
  let b: RealtimeServer;
  const clients: RawClient[] = [];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    a = await startTestRealtime({}, { redisUrl: `redis://127.0.0.1:${port}` });
    b = await startTestRealtime({}, { redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await closeClients(clients);
    await a?.close();
    await b?.close();
    if (redis) await killRedis(redis);
  });

  async function watcher(server: RealtimeServer): Promise<RawClient> {
    const { client } = await connectedClient(server.port);
    clients.push(client);
    client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
    await client.next('pusher_internal:subscription_succeeded');
    return client;
  }

  it('keeps local delivery during the outage and fans out every event published after Redis is back', async () => {
    const sdkA = sdkFor(a.port);
    const sdkB = sdkFor(b.port);
    await eventually(() => a.redisConnected() === true && b.redisConnected() === true, 10_000);
    const onA = await watcher(a);
    const onB = await watcher(b);

    await sdkA.trigger('common', 'Numbered', { n: 1 });
    await sdkB.trigger('common', 'Numbered', { n: 2 });
    await eventually(() => received(onA).length === 2 && received(onB).length === 2);

    await killRedis(redis);
    await eventually(() => a.redisConnected() === false && b.redisConnected() === false, 10_000);
    // Down: the API still answers 200 and each server's own sockets still get its events.
    const answer = await sdkA.trigger('common', 'Numbered', { n: 3 });
    expect(answer.status).toBe(200);
    await sdkB.trigger('common', 'Numbered', { n: 4 });
    await eventually(() => received(onA).includes(3) && received(onB).includes(4));

    redis = await startRedis(port);
    await eventually(() => a.redisConnected() === true && b.redisConnected() === true, 20_000);
    const after = Array.from({ length: 20 }, (_, i) => 100 + i);
    for (const n of after) await (n % 2 === 0 ? sdkA : sdkB).trigger('common', 'Numbered', { n });
    await eventually(() => after.every((n) => received(onA).includes(n) && received(onB).includes(n)), 10_000);
    // Each event once per client; the events of one publishing server in the order it published them (a server's
    // own sockets get its events before those of the other, so the two streams may interleave differently).
    for (const client of [onA, onB]) {
      const got = received(client).filter((n) => n >= 100);
      expect([...got].sort((x, y) => x - y)).toEqual(after);
      for (const parity of [0, 1])
        expect(got.filter((n) => n % 2 === parity)).toEqual(after.filter((n) => n % 2 === parity));
    }

    // Channel questions are answered across servers again.
    const connections = (await (await sdkA.get({ path: '/connections' })).json()) as { connections: number };
    expect(connections.connections).toBe(2);
  });
});

describeWithRedis('redisOutage.test.ts')('Redis missing at start-up', () => {
  it('starts anyway, delivers locally, and joins the fan-out when Redis appears', async () => {
    const port = await freePort();
    const server = await startTestRealtime({}, { redisUrl: `redis://127.0.0.1:${port}` });
    let redis: ChildProcess | undefined;
    const { client } = await connectedClient(server.port);
    try {
      expect(server.redisConnected()).toBe(false);
      client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
      await client.next('pusher_internal:subscription_succeeded');
      await sdkFor(server.port).trigger('common', 'Numbered', { n: 1 });
      await eventually(() => received(client).includes(1));
      redis = await startRedis(port);
      await eventually(() => server.redisConnected() === true, 20_000);
    } finally {
      client.close();
      await server.close();
      if (redis) await killRedis(redis);
    }
  });
});
