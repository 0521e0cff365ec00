import type PusherServer from 'pusher';
import type { RealtimeServer } from '../../../../server/realtime';
import { md5Hex, signRequest } from '../../../../server/realtime/signatures';
import { closeClients, type RawClient, sdkFor, subscribedClient, startTestRealtime, TEST_APP } from '../helpers';

// real sockets and timers: allow for a loaded CI machine
jest.setTimeout(20_000);

// The Pusher HTTP API through the official `pusher` SDK, plus raw requests for the refusals.
describe('realtime HTTP API', () => {
  let server: RealtimeServer;
  let sdk: PusherServer;
  let base: string;
  const clients: RawClient[] = [];

  async function subscriber(
    channel: string,
    user?: { id: string; info?: object },
  ): Promise<{ client: RawClient; socketId: string }> {
    const connection = await subscribedClient(server.port, channel, user);
    clients.push(connection.client);
    return connection;
  }

  /** A request signed like the SDK does, with full control over the parts. */
  function signedUrl(
    method: string,
    path: string,
    body = '',
    extra: Record<string, string> = {},
    secret = TEST_APP.secret,
  ): string {
    const params: Record<string, string> = {
      auth_key: TEST_APP.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      ...extra,
    };
    if (body !== '') params.body_md5 = md5Hex(body);
    const query = Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return `${base}${path}?${query}&auth_signature=${signRequest(secret, method, path, params)}`;
  }

  beforeAll(async () => {
    server = await startTestRealtime();
    base = `http://127.0.0.1:${server.port}`;
    sdk = sdkFor(server.port);
  });
  afterEach(async () => {
    await closeClients(clients);
  });
  afterAll(() => server.close());

  it('answers GET /up', async () => {
    const response = await fetch(`${base}/up`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ health: 'OK' });
  });

  it('triggers to public and private channels with data as a string frame', async () => {
    const pub = await subscriber('common');
    const priv = await subscriber('private-App.Models.User.abc');
    const response = await sdk.trigger(['common', 'private-App.Models.User.abc'], 'BalanceChanged', {
      balance: '1.00',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const frame = await pub.client.next('BalanceChanged');
    expect(frame.raw).toBe('{"event":"BalanceChanged","data":"{\\"balance\\":\\"1.00\\"}","channel":"common"}');
    expect((await priv.client.next('BalanceChanged')).channel).toBe('private-App.Models.User.abc');
  });

  it('leaves out the socket given as socket_id', async () => {
    const sender = await subscriber('common');
    const other = await subscriber('common');
    await sdk.trigger('common', 'Ping', { n: 1 }, { socket_id: sender.socketId });
    await other.client.next('Ping');
    expect(await sender.client.none('Ping')).toBe(true);
  });

  it('answers info on trigger with subscription and user counts', async () => {
    await subscriber('presence-lobby', { id: 'u1' });
    await subscriber('presence-lobby', { id: 'u1' });
    await subscriber('common');
    const response = await sdk.trigger(
      ['presence-lobby', 'common', 'empty'],
      'Hi',
      {},
      { info: 'user_count,subscription_count' },
    );
    expect(await response.json()).toEqual({
      channels: {
        'presence-lobby': { user_count: 1, subscription_count: 2 },
        common: { subscription_count: 1 },
        empty: { subscription_count: 0 },
      },
    });
  });

  it('sends a batch, with per-item info when asked', async () => {
    const a = await subscriber('batch-a');
    const b = await subscriber('batch-b');
    const plain = await sdk.triggerBatch([
      { channel: 'batch-a', name: 'One', data: { n: 1 } },
      { channel: 'batch-b', name: 'Two', data: 'already a string' },
    ]);
    expect(await plain.json()).toEqual({ batch: {} });
    expect(JSON.parse((await a.client.next('One')).data as string)).toEqual({ n: 1 });
    expect((await b.client.next('Two')).data).toBe('already a string');

    const withInfo = await sdk.triggerBatch([
      { channel: 'batch-a', name: 'One', data: '{}', info: 'subscription_count' },
      { channel: 'batch-b', name: 'Two', data: '{}' },
    ]);
    expect(await withInfo.json()).toEqual({ batch: [{ subscription_count: 1 }, {}] });
  });

  it('lists channels with filter_by_prefix and user_count', async () => {
    await subscriber('presence-one', { id: 'a' });
    await subscriber('presence-one', { id: 'b' });
    await subscriber('common');
    const all = (await (await sdk.get({ path: '/channels' })).json()) as { channels: Record<string, object> };
    expect(Object.keys(all.channels).sort()).toEqual(['common', 'presence-one']);
    const presence = await sdk.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await presence.json()).toEqual({ channels: { 'presence-one': { user_count: 2 } } });
  });

  it('describes one channel and lists its users', async () => {
    await subscriber('presence-room', { id: 'x' });
    await subscriber('presence-room', { id: 'y' });
    await subscriber('presence-room', { id: 'y' });
    const info = await sdk.get({ path: '/channels/presence-room', params: { info: 'user_count,subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const empty = await sdk.get({ path: '/channels/nobody-here' });
    expect(await empty.json()).toEqual({ occupied: false });
    const users = await sdk.get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: 'x' }, { id: 'y' }] });
    await expect(sdk.get({ path: '/channels/common/users' })).rejects.toMatchObject({ status: 400 });
  });

  it('terminates a user’s connections', async () => {
    const first = await subscriber('presence-room', { id: 'bad-user' });
    const second = await subscriber('presence-other', { id: 'bad-user' });
    const bystander = await subscriber('presence-room', { id: 'good-user' });
    const response = await sdk.terminateUserConnections('bad-user');
    expect(response.status).toBe(200);
    expect((await first.client.waitClose()).code).toBe(4200);
    expect((await second.client.waitClose()).code).toBe(4200);
    expect(JSON.parse((await bystander.client.next('pusher_internal:member_removed')).data as string)).toEqual({
      user_id: 'bad-user',
    });
    expect(bystander.client.closeEvent).toBeUndefined();
  });

  it('refuses a request signed with a bad secret (401)', async () => {
    const wrong = sdkFor(server.port, 'bad');
    await expect(wrong.trigger('common', 'X', {})).rejects.toMatchObject({
      status: 401,
      body: 'Authentication signature invalid.',
    });
    await expect(wrong.get({ path: '/channels' })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an expired timestamp, a wrong key, a wrong body_md5 and a missing signature', async () => {
    const body = JSON.stringify({ name: 'X', channel: 'common', data: '{}' });
    const old = String(Math.floor(Date.now() / 1000) - 601);
    const expired = await fetch(signedUrl('POST', '/apps/test-app/events', body, { auth_timestamp: old }), {
      method: 'POST',
      body,
    });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toMatch(
      /^Timestamp expired: Given timestamp \(\d+\) not within 600s of server time \(\d+\)$/,
    );

    const wrongKey = await fetch(signedUrl('POST', '/apps/test-app/events', body, { auth_key: 'other' }), {
      method: 'POST',
      body,
    });
    expect(wrongKey.status).toBe(401);

    const tampered = await fetch(signedUrl('POST', '/apps/test-app/events', body), {
      method: 'POST',
      body: body.replace('common', 'commoN'),
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toBe('body_md5 does not match the request body.');

    const unsigned = await fetch(
      `${base}/apps/test-app/channels?auth_key=${TEST_APP.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}`,
    );
    expect(unsigned.status).toBe(401);

    const fresh = await fetch(signedUrl('POST', '/apps/test-app/events', body), { method: 'POST', body });
    expect(fresh.status).toBe(200);
  });

  it('answers 404 for an unknown app and an unknown path', async () => {
    const unknown = await fetch(signedUrl('GET', '/apps/nope/channels'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('No matching application for ID [nope].');
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
  });

  it('validates event bodies: 422 for missing fields, 400 for limits and bad JSON, 413 for data over 10 KB', async () => {
    const post = (body: string): Promise<Response> =>
      fetch(signedUrl('POST', '/apps/test-app/events', body), { method: 'POST', body });

    const missing = await post(JSON.stringify({ channel: 'common', data: { not: 'a string' } }));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      name: ['The name field is required.'],
      data: ['The data field must be a string.'],
    });

    const noChannel = await post(JSON.stringify({ name: 'X', data: '{}' }));
    expect(noChannel.status).toBe(422);
    expect(await noChannel.json()).toHaveProperty('channels');

    const tooMany = await post(
      JSON.stringify({ name: 'X', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }),
    );
    expect(tooMany.status).toBe(400);

    expect((await post('{oops')).status).toBe(400);
    expect((await post(JSON.stringify({ name: 'X', data: '{}', channel: 'bad name!' }))).status).toBe(400);
    expect((await post(JSON.stringify({ name: 'X', data: '{}', channel: 'common', socket_id: 'abc' }))).status).toBe(
      400,
    );

    const big = await post(JSON.stringify({ name: 'X', data: 'x'.repeat(10_001), channel: 'common' }));
    expect(big.status).toBe(413);
    expect((await post(JSON.stringify({ name: 'X', data: 'x'.repeat(10_000), channel: 'common' }))).status).toBe(200);
  });

  it('limits a batch to 10 events and validates every item before sending any', async () => {
    const watcher = await subscriber('common');
    const event = { channel: 'common', name: 'B', data: '{}' };
    const eleven = JSON.stringify({ batch: Array.from({ length: 11 }, () => event) });
    const tooBig = await fetch(signedUrl('POST', '/apps/test-app/batch_events', eleven), {
      method: 'POST',
      body: eleven,
    });
    expect(tooBig.status).toBe(400);

    const halfBad = JSON.stringify({ batch: [event, { channel: 'common', data: '{}' }] });
    const refused = await fetch(signedUrl('POST', '/apps/test-app/batch_events', halfBad), {
      method: 'POST',
      body: halfBad,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ 'batch.1.name': ['The name field is required.'] });
    expect(await watcher.client.none('B')).toBe(true);
  });

  it('counts connections (Reverb’s extra endpoint)', async () => {
    await subscriber('common');
    await subscriber('common');
    const response = await sdk.get({ path: '/connections' });
    expect(await response.json()).toEqual({ connections: 2 });
  });
});
