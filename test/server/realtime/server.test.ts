import WebSocket from 'ws';
import type { RealtimeServer } from '../../../server/realtime';
import { authorize, connectedClient, rawClient, type RawClient, startTestRealtime } from './helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// The connection lifecycle over a raw `ws` client: handshake, ping/pong, errors, liveness, origin.
describe('realtime server: connection lifecycle', () => {
  let server: RealtimeServer;
  const clients: RawClient[] = [];
  const track = <T extends { client: RawClient } | RawClient>(value: T): T => {
    clients.push('client' in value ? value.client : value);
    return value;
  };

  beforeAll(async () => {
    server = await startTestRealtime({ maxMessageSize: 2_000 });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => server.close());

  it('sends connection_established with a Reverb-style socket id and double-encoded data', async () => {
    const client = track(await rawClient(server.port));
    const frame = await client.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
    expect(frame.raw).toMatch(
      /^\{"event":"pusher:connection_established","data":"\{\\"socket_id\\":\\"\d+\.\d+\\",\\"activity_timeout\\":30\}"\}$/,
    );
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const client = await rawClient(server.port, 'nope');
    const error = await client.next('pusher:error');
    expect(JSON.parse(error.data as string)).toEqual({ code: 4001, message: 'Application does not exist' });
    expect((await client.waitClose()).code).toBe(4001);
  });

  it('answers 404 to an upgrade outside /app/{key}, and to a malformed key', async () => {
    for (const path of ['/socket', '/app/%E0%A4%A']) {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
      const status = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.on('error', () => resolve(-1));
      });
      expect(status).toBe(404);
    }
  });

  it('refuses a configuration without apps or with a non-positive timeout', async () => {
    await expect(startTestRealtime({}, { apps: [] })).rejects.toThrow(/at least one app/);
    await expect(startTestRealtime({ activityTimeout: 0 })).rejects.toThrow(/must be positive/);
  });

  it('rejects start-up on a port already in use', async () => {
    await expect(startTestRealtime({}, { port: server.port })).rejects.toThrow(/EADDRINUSE/);
  });

  it('answers pusher:ping with pusher:pong and control pings with pongs', async () => {
    const { client } = track(await connectedClient(server.port));
    client.send({ event: 'pusher:ping', data: {} });
    const pong = await client.next('pusher:pong');
    expect(pong.raw).toBe('{"event":"pusher:pong"}');
    const controlPong = new Promise<void>((resolve) => client.ws.once('pong', () => resolve()));
    client.ws.ping();
    await controlPong;
  });

  it('subscribes to a public channel with {} data, and unsubscribes', async () => {
    const { client } = track(await connectedClient(server.port));
    client.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
    const ok = await client.next('pusher_internal:subscription_succeeded');
    expect(ok.raw).toBe('{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"common"}');
    expect(server.channels('test-app').get('common')?.subscriptionCount).toBe(1);
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'common' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.channels('test-app').has('common')).toBe(false);
  });

  it('accepts subscribe data as a JSON string too (Reverb does)', async () => {
    const { client } = track(await connectedClient(server.port));
    client.send({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'stringly' }) });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe('stringly');
  });

  it('answers bad JSON, a missing event and an unknown pusher event with 4200, keeping the socket', async () => {
    const { client } = track(await connectedClient(server.port));
    client.send('{not json');
    expect(await client.nextError()).toEqual({ code: 4200, message: 'Invalid message format' });
    client.send({ data: {} });
    expect(await client.nextError()).toMatchObject({ code: 4200 });
    client.send({ event: 'pusher:no_such_event', data: {} });
    expect(await client.nextError()).toMatchObject({ code: 4200 });
    client.send({ event: 'pusher:ping' });
    await client.next('pusher:pong');
  });

  it('answers an over-size message with pusher:error and drops it', async () => {
    const { client } = track(await connectedClient(server.port));
    client.send({ event: 'pusher:subscribe', data: { channel: 'big', padding: 'x'.repeat(2_100) } });
    const error = await client.nextError();
    expect(error.code).toBe(4301);
    expect(error.message).toMatch(/Message too large/);
    expect(await client.none('pusher_internal:subscription_succeeded')).toBe(true);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a forged private signature with 4009 and a subscription_error on the channel', async () => {
    const { client, socketId } = track(await connectedClient(server.port));
    const forged = authorize(socketId, 'private-secret', undefined, 'wrong-secret');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-secret', auth: forged.auth } });
    const error = await client.next('pusher:error');
    expect(error.channel).toBeUndefined();
    expect(JSON.parse(error.data as string)).toEqual({ code: 4009, message: 'Connection is unauthorized' });
    const subscriptionError = await client.next('pusher:subscription_error');
    expect(subscriptionError.channel).toBe('private-secret');
    expect(JSON.parse(subscriptionError.data as string)).toMatchObject({ type: 'AuthError', status: 403 });
    expect(server.channels('test-app').has('private-secret')).toBe(false);
  });

  it('refuses a private subscription signed for another socket', async () => {
    const { client } = track(await connectedClient(server.port));
    const other = authorize('1.2', 'private-mine');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-mine', auth: other.auth } });
    expect(await client.nextError()).toMatchObject({ code: 4009 });
  });

  it('rejects private-encrypted channels cleanly', async () => {
    const { client, socketId } = track(await connectedClient(server.port));
    const auth = authorize(socketId, 'private-encrypted-x');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-x', auth: auth.auth } });
    expect(await client.nextError()).toMatchObject({ code: 4009 });
    expect((await client.next('pusher:subscription_error')).channel).toBe('private-encrypted-x');
  });

  it('sends presence data with distinct members, member_added once per user, member_removed on the last socket', async () => {
    const watcher = track(await connectedClient(server.port));
    const w = authorize(watcher.socketId, 'presence-room', { id: 'w', info: { name: 'Watcher' } });
    watcher.client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room', ...w } });
    const ok = await watcher.client.next('pusher_internal:subscription_succeeded');
    expect(ok.data).toBe('{"presence":{"count":1,"ids":["w"],"hash":{"w":{"name":"Watcher"}}}}');

    const first = track(await connectedClient(server.port));
    const second = track(await connectedClient(server.port));
    for (const socket of [first, second]) {
      const auth = authorize(socket.socketId, 'presence-room', { id: 'u1', info: { name: 'Ann' } });
      socket.client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room', ...auth } });
      await socket.client.next('pusher_internal:subscription_succeeded');
    }
    const added = await watcher.client.next('pusher_internal:member_added');
    expect(JSON.parse(added.data as string)).toEqual({ user_id: 'u1', user_info: { name: 'Ann' } });
    expect(await watcher.client.none('pusher_internal:member_added')).toBe(true);
    expect(await first.client.none('pusher_internal:member_added', 50)).toBe(true);
    expect(server.channels('test-app').get('presence-room')).toEqual({ subscriptionCount: 3, userIds: ['w', 'u1'] });

    first.client.close();
    expect(await watcher.client.none('pusher_internal:member_removed')).toBe(true);
    second.client.close();
    const removed = await watcher.client.next('pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: 'u1' });
  });

  it('refuses a presence subscription whose channel_data was altered after signing', async () => {
    const { client, socketId } = track(await connectedClient(server.port));
    const auth = authorize(socketId, 'presence-room', { id: 'u2' });
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', auth: auth.auth, channel_data: '{"user_id":"admin"}' },
    });
    expect(await client.nextError()).toMatchObject({ code: 4009 });
  });
});

describe('realtime server: client events', () => {
  let server: RealtimeServer;
  afterEach(() => server.close());

  async function pair(channel: string): Promise<{ a: RawClient; b: RawClient; close: () => void }> {
    const a = await connectedClient(server.port);
    const b = await connectedClient(server.port);
    for (const { client, socketId } of [a, b]) {
      client.send({ event: 'pusher:subscribe', data: { channel, ...authorize(socketId, channel, { id: socketId }) } });
      await client.next('pusher_internal:subscription_succeeded');
    }
    return { a: a.client, b: b.client, close: () => [a.client, b.client].forEach((client) => client.close()) };
  }

  it('relays client-* on private channels to the others only, data as sent', async () => {
    server = await startTestRealtime({ acceptClientEventsFrom: 'members' });
    const { a, b, close } = await pair('private-chat');
    a.send({ event: 'client-typing', channel: 'private-chat', data: { who: 'a' } });
    const received = await b.next('client-typing');
    expect(received.raw).toBe('{"event":"client-typing","channel":"private-chat","data":{"who":"a"}}');
    expect(await a.none('client-typing')).toBe(true);
    close();
  });

  it('adds the sender user_id on presence channels', async () => {
    server = await startTestRealtime({ acceptClientEventsFrom: 'members' });
    const { a, b, close } = await pair('presence-chat');
    a.send({ event: 'client-wave', channel: 'presence-chat', data: {} });
    expect((await b.next('client-wave')).user_id).toMatch(/^\d+\.\d+$/);
    close();
  });

  it('refuses client events on public channels and from non-members', async () => {
    server = await startTestRealtime({ acceptClientEventsFrom: 'members' });
    const { a, b, close } = await pair('common');
    a.send({ event: 'client-x', channel: 'common', data: {} });
    expect(await a.nextError()).toMatchObject({ code: 4301 });
    a.send({ event: 'client-x', channel: 'private-elsewhere', data: {} });
    expect(await a.nextError()).toEqual({
      code: 4009,
      message: 'The client is not a member of the specified channel.',
    });
    expect(await b.none('client-x')).toBe(true);
    close();
  });

  it('answers 4301 when the app does not accept client events (the default)', async () => {
    server = await startTestRealtime();
    const { a, b, close } = await pair('private-chat');
    a.send({ event: 'client-typing', channel: 'private-chat', data: {} });
    expect(await a.nextError()).toEqual({ code: 4301, message: 'The app does not have client messaging enabled.' });
    expect(await b.none('client-typing')).toBe(true);
    close();
  });
});

describe('realtime server: liveness and origin', () => {
  let server: RealtimeServer | undefined;
  afterEach(() => server?.close());

  it('pings a silent client after the activity timeout and closes it with 4201 when no pong comes', async () => {
    server = await startTestRealtime({ activityTimeout: 0.5 });
    const client = await rawClient(server.port);
    const established = await client.next('pusher:connection_established');
    expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 0.5 });
    const ping = await client.next('pusher:ping', 3000);
    expect(ping.raw).toBe('{"event":"pusher:ping"}');
    const error = await client.next('pusher:error', 3000);
    expect(JSON.parse(error.data as string)).toEqual({ code: 4201, message: 'Pong reply not received in time' });
    expect((await client.waitClose()).code).toBe(4201);
  });

  it('keeps a client that answers pings', async () => {
    server = await startTestRealtime({ activityTimeout: 0.5 });
    const client = await rawClient(server.port);
    client.ws.on('message', (data: Buffer) => {
      if (data.toString().includes('"pusher:ping"')) client.send({ event: 'pusher:pong', data: {} });
    });
    await client.next('pusher:ping', 3000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(client.closeEvent).toBeUndefined();
    client.close();
  });

  it('refuses an origin outside the allow-list with 4009 and accepts a matching one', async () => {
    server = await startTestRealtime({ allowedOrigins: ['*.example.com'] });
    const refused = await rawClient(server.port, 'test-key', { Origin: 'https://evil.test' });
    expect(await refused.nextError()).toEqual({ code: 4009, message: 'Origin not allowed' });
    expect((await refused.waitClose()).code).toBe(4009);
    const allowed = await rawClient(server.port, 'test-key', { Origin: 'https://games.example.com' });
    await allowed.next('pusher:connection_established');
    allowed.close();
  });
});
