/**
 * The limits a public Pusher-protocol server needs, as Pusher documents them: channel names, channels per connection,
 * messages per socket, presence members. A refused request is answered and the socket stays open.
 */
import type { RealtimeApp, RealtimeServer } from '../../../server/realtime';
import { authorize, closeClients, connectedClient, type RawClient, startTestRealtime } from './helpers';

let server: RealtimeServer | undefined;
const clients: RawClient[] = [];
afterEach(async () => {
  await closeClients(clients);
  await server?.close();
  server = undefined;
});

async function start(app: Partial<RealtimeApp> = {}): Promise<RealtimeServer> {
  server = await startTestRealtime(app);
  return server;
}

async function client(port: number): Promise<{ client: RawClient; socketId: string }> {
  const connection = await connectedClient(port);
  clients.push(connection.client);
  return connection;
}

const dataOf = (frame: { data?: unknown }): unknown => JSON.parse(frame.data as string);

describe('channel names', () => {
  it("accepts 164 characters of Pusher's set and refuses anything longer or outside it, keeping the socket", async () => {
    const { port } = await start();
    const { client: c } = await client(port);
    const longest = `${'a'.repeat(101)}-_=@,.;${'Z9'.repeat(28)}`;
    expect(longest).toHaveLength(164);
    c.send({ event: 'pusher:subscribe', data: { channel: longest } });
    expect((await c.next('pusher_internal:subscription_succeeded')).channel).toBe(longest);

    for (const bad of [
      `${longest}x`,
      'a'.repeat(300),
      'has space',
      'bang!',
      'ünïcode',
      '#server-to-user',
      'slash/name',
      '',
    ]) {
      c.send({ event: 'pusher:subscribe', data: { channel: bad } });
      const error = await c.next('pusher:error');
      if (bad === '') {
        expect(dataOf(error)).toEqual({ code: 4200, message: 'Invalid message format' });
        continue;
      }
      expect(dataOf(error)).toEqual({
        code: 4009,
        message: 'Invalid channel name: at most 164 characters from A-Z a-z 0-9 _ - = @ , . ;',
      });
      const refusal = await c.next('pusher:subscription_error');
      expect(refusal.channel).toBe(bad);
      expect(dataOf(refusal)).toEqual({
        type: 'InvalidChannel',
        error: expect.stringContaining('Invalid channel name'),
        status: 400,
      });
    }
    expect([...server!.channels('test-app').keys()]).toEqual([longest]);
    c.send({ event: 'pusher:ping', data: {} });
    await c.next('pusher:pong');
    expect(c.closeEvent).toBeUndefined();
  });
});

describe('channels per connection', () => {
  it('refuses a subscription over the cap with 4100, and frees a place on unsubscribe', async () => {
    const { port } = await start({ maxChannelsPerConnection: 3 });
    const { client: c } = await client(port);
    for (const name of ['one', 'two', 'three', 'three']) {
      c.send({ event: 'pusher:subscribe', data: { channel: name } });
      await c.next('pusher_internal:subscription_succeeded');
    }
    c.send({ event: 'pusher:subscribe', data: { channel: 'four' } });
    expect(dataOf(await c.next('pusher:error'))).toEqual({
      code: 4100,
      message: 'A connection may join at most 3 channels.',
    });
    const refusal = await c.next('pusher:subscription_error');
    expect(refusal.channel).toBe('four');
    expect(dataOf(refusal)).toMatchObject({ type: 'LimitReached', status: 4100 });

    c.send({ event: 'pusher:unsubscribe', data: { channel: 'one' } });
    c.send({ event: 'pusher:subscribe', data: { channel: 'four' } });
    expect((await c.next('pusher_internal:subscription_succeeded')).channel).toBe('four');
    expect([...server!.channels('test-app').keys()].sort()).toEqual(['four', 'three', 'two']);
  });
});

describe('messages per socket', () => {
  it('answers the first message over the limit with 4301, drops the rest, and serves the socket again next window', async () => {
    const { port } = await start({ rateLimit: { maxMessages: 20, windowSeconds: 1 } });
    const { client: c } = await client(port);
    const { client: neighbour } = await client(port);
    for (let i = 0; i < 60; i++) c.send({ event: 'pusher:ping', data: {} });
    const error = await c.next('pusher:error');
    expect(dataOf(error)).toEqual({ code: 4301, message: 'Rate limit exceeded' });
    expect(await c.none('pusher:error', 300)).toBe(true);
    expect(c.frames.filter((f) => f.event === 'pusher:pong')).toHaveLength(20);
    expect(c.closeEvent).toBeUndefined();
    // Another socket is not affected.
    neighbour.send({ event: 'pusher:ping', data: {} });
    await neighbour.next('pusher:pong');
    // The next window serves the socket again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    c.frames.length = 0;
    c.send({ event: 'pusher:ping', data: {} });
    await c.next('pusher:pong');
  });

  it('closes the socket with 4301 instead when the app says terminateOnLimit', async () => {
    const { port } = await start({ rateLimit: { maxMessages: 5, windowSeconds: 10, terminateOnLimit: true } });
    const { client: c } = await client(port);
    for (let i = 0; i < 10; i++) c.send({ event: 'pusher:ping', data: {} });
    expect(dataOf(await c.next('pusher:error'))).toEqual({ code: 4301, message: 'Rate limit exceeded' });
    expect((await c.waitClose()).code).toBe(4301);
  });
});

describe('client events', () => {
  it('are off unless the app enables them', async () => {
    const { port } = await start();
    const { client: a, socketId } = await client(port);
    a.send({ event: 'pusher:subscribe', data: { channel: 'private-room', ...authorize(socketId, 'private-room') } });
    await a.next('pusher_internal:subscription_succeeded');
    a.send({ event: 'client-typing', channel: 'private-room', data: {} });
    expect(dataOf(await a.next('pusher:error'))).toEqual({
      code: 4301,
      message: 'The app does not have client messaging enabled.',
    });
  });

  it('when enabled, still need a valid channel name', async () => {
    const { port } = await start({ acceptClientEventsFrom: 'all' });
    const { client: a } = await client(port);
    a.send({ event: 'client-typing', channel: 'private-has space', data: {} });
    expect(dataOf(await a.next('pusher:error'))).toEqual({ code: 4200, message: 'Invalid message format' });
  });
});

describe('presence members', () => {
  it("caps the distinct users of a presence channel (a member's second socket still joins), freeing a place on leave", async () => {
    const { port } = await start({ maxPresenceMembers: 2 });
    const join = async (userId: string): Promise<{ client: RawClient; frame: Promise<string> }> => {
      const { client: c, socketId } = await client(port);
      c.send({
        event: 'pusher:subscribe',
        data: { channel: 'presence-room', ...authorize(socketId, 'presence-room', { id: userId }) },
      });
      const frame = Promise.race([
        c.next('pusher_internal:subscription_succeeded').then(() => 'joined'),
        c.next('pusher:subscription_error').then((f) => JSON.stringify(dataOf(f))),
      ]);
      return { client: c, frame };
    };
    const alice = await join('alice');
    expect(await alice.frame).toBe('joined');
    const bob = await join('bob');
    expect(await bob.frame).toBe('joined');
    const aliceAgain = await join('alice');
    expect(await aliceAgain.frame).toBe('joined');
    const carol = await join('carol');
    expect(JSON.parse(await carol.frame)).toEqual({
      type: 'LimitReached',
      error: 'The presence channel already has its maximum of 2 members.',
      status: 4100,
    });
    expect(server!.channels('test-app').get('presence-room')?.userIds.sort()).toEqual(['alice', 'bob']);

    alice.client.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-room' } });
    // alice's second socket still holds her place
    expect(JSON.parse(await (await join('dave')).frame)).toMatchObject({ type: 'LimitReached' });
    aliceAgain.client.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-room' } });
    expect(dataOf(await bob.client.next('pusher_internal:member_removed'))).toEqual({ user_id: 'alice' });
    expect(await (await join('dave')).frame).toBe('joined');
  });
});
