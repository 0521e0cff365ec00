/**
 * A sign-out must close the user's sockets on every realtime process, even when the way there is down at that moment:
 * the contract server publishes to process A, the user's socket is on process B, and either Redis (between A and B) or
 * A itself is down when the player signs out. The socket closes once the way is back.
 */
import type { ChildProcess } from 'node:child_process';
import { startContractServer, type ContractServer } from '../../../../server/app';
import { USER_CHANNEL_TEMPLATE } from '../../../../server/events/types';
import type { RealtimeServer } from '../../../../server/realtime';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  authorize,
  closeClients,
  connectedClient,
  eventually,
  type RawClient,
  startTestRealtime,
  TEST_APP,
} from '../helpers';
import { describeWithRedis, freePort, killRedis, startRedis } from './redisServer';

jest.setTimeout(60_000);

describeWithRedis('revocationOutage.test.ts')('revocation through an outage', () => {
  let redisPort: number;
  let redis: ChildProcess;
  let a: RealtimeServer;
  let aPort: number;
  let b: RealtimeServer;
  let api: ContractServer;
  let dataDir: string;
  const clients: RawClient[] = [];
  const startA = (): Promise<RealtimeServer> =>
    startTestRealtime(
      { userChannel: USER_CHANNEL_TEMPLATE },
      { port: aPort, redisUrl: `redis://127.0.0.1:${redisPort}` },
    );

  beforeAll(async () => {
    redisPort = await freePort();
    aPort = await freePort();
    redis = await startRedis(redisPort);
    a = await startA();
    b = await startTestRealtime({ userChannel: USER_CHANNEL_TEMPLATE }, { redisUrl: `redis://127.0.0.1:${redisPort}` });
    dataDir = mkdtempSync(path.join(tmpdir(), 'revocation-'));
    api = await startContractServer({
      mode: 'test',
      apiPort: 0,
      dataDir,
      startRealtime: false,
      realtimePort: aPort,
      realtime: { appId: TEST_APP.id, key: TEST_APP.key, secret: TEST_APP.secret },
    });
  });
  afterAll(async () => {
    await closeClients(clients);
    await api?.close();
    await a?.close();
    await b?.close();
    if (redis) await killRedis(redis);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new player signed in, with a socket on B holding their private channel. */
  async function playerOnB(): Promise<{ token: string; socket: RawClient }> {
    const email = `revoked-${Math.random().toString(36).slice(2)}@example.com`;
    const signUp = await fetch(`${api.apiUrl}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        email,
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        terms: true,
        adult: true,
        currency: 'RUB',
      }),
    });
    expect(signUp.status).toBe(201);
    const body = (await signUp.json()) as { token: string; user: { uuid: string } };
    const { client, socketId } = await connectedClient(b.port);
    clients.push(client);
    const channel = USER_CHANNEL_TEMPLATE.replace('{user_id}', body.user.uuid);
    client.send({ event: 'pusher:subscribe', data: { channel, ...authorize(socketId, channel) } });
    await client.next('pusher_internal:subscription_succeeded');
    return { token: body.token, socket: client };
  }

  const signOut = (token: string): Promise<Response> =>
    fetch(`${api.apiUrl}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });

  it('closes the socket on the other process once Redis is back', async () => {
    await eventually(() => a.redisConnected() === true && b.redisConnected() === true, 10_000);
    const player = await playerOnB();
    await killRedis(redis);
    await eventually(() => a.redisConnected() === false && b.redisConnected() === false, 10_000);
    expect((await signOut(player.token)).status).toBe(204);
    expect(await player.socket.none('pusher:error', 500)).toBe(true);

    redis = await startRedis(redisPort);
    expect((await player.socket.waitClose()).code).toBe(4200);
  });

  it('closes it once the process the API publishes to is back', async () => {
    await eventually(() => a.redisConnected() === true && b.redisConnected() === true, 20_000);
    const player = await playerOnB();
    await a.close();
    expect((await signOut(player.token)).status).toBe(204);
    a = await startA();
    expect((await player.socket.waitClose()).code).toBe(4200);
  });
});
