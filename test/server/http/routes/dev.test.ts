/**
 * The dev helpers (/dev/mailbox holds password-reset links, /dev/simulate makes money) answer this machine only,
 * whatever the mode: a request through another interface, or one a proxy forwarded, gets 403. In production they do
 * not exist at all (app.test.ts, main.test.ts), and elsewhere only with the explicit opt-in DEV_ROUTES=true.
 */
import { networkInterfaces } from 'node:os';
import { PRODUCTION_SECRETS, startTestContractServer, type TestContractServer } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';

/** An address of this machine that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

let server: TestContractServer;
beforeAll(async () => {
  // Listening beyond loopback needs a realtime secret of its own, whatever the mode.
  server = await startTestContractServer({
    host: '0.0.0.0',
    mode: 'development',
    logger: false,
    realtime: PRODUCTION_SECRETS.realtime,
  });
}, 60_000);
afterAll(() => server.close());

it('answers loopback clients', async () => {
  expect((await server.api('/dev/mailbox')).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${server.apiPort}/dev/mailbox`)).status).toBe(200);
});

it('refuses a request a proxy forwarded, even from loopback (a reverse proxy on the same host)', async () => {
  for (const headers of [
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
  ] as Record<string, string>[]) {
    const mailbox = await server.api('/dev/mailbox', { headers });
    expect(mailbox.status).toBe(403);
    expectLaravelError(await json(mailbox));
    const simulate = await server.api('/dev/simulate', {
      method: 'POST',
      headers,
      json: { email: 'player@example.com', event: 'payment' },
    });
    expect(simulate.status).toBe(403);
  }
});

(externalAddress ? it : it.skip)(
  `refuses a client on another interface (${externalAddress ?? 'none on this machine'})`,
  async () => {
    const base = `http://${externalAddress}:${server.apiPort}`;
    expect((await fetch(`${base}/api/games`)).status).toBe(200);
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(403);
      expect((await json<{ message: string }>(res)).message).toBe(
        'The development helpers answer requests from this machine only.',
      );
    }
    const before = server.db.prepare('SELECT balance_minor FROM users WHERE email = ?').get('player@example.com');
    const simulate = await fetch(`${base}/api/dev/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@example.com', event: 'payment' }),
    });
    expect(simulate.status).toBe(403);
    expect(server.db.prepare('SELECT balance_minor FROM users WHERE email = ?').get('player@example.com')).toEqual(
      before,
    );
  },
);

it('does not exist without DEV_ROUTES, even for a loopback request with no forwarding header (a plain proxy_pass)', async () => {
  // devRoutes undefined: the environment decides, and DEV_ROUTES is unset here (only npm start sets it)
  const plain = await startTestContractServer({ mode: 'development', logger: false, devRoutes: undefined });
  try {
    expect(process.env.DEV_ROUTES).toBeUndefined();
    expect((await fetch(`http://127.0.0.1:${plain.apiPort}/api/dev/mailbox`)).status).toBe(404);
    const simulate = await plain.api('/dev/simulate', {
      method: 'POST',
      json: { email: 'player@example.com', event: 'payment' },
    });
    expect(simulate.status).toBe(404);
    expect((await plain.api('/wallet', { token: await plain.signInAs('player') })).status).toBe(200);
  } finally {
    await plain.close();
  }
});
