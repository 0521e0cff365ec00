/**
 * Real-money game sessions are bound to the token that opened them (bearer, or the SPA's auth_token cookie on the
 * slot page's own requests), expire (30 minutes idle, 4 hours at most), never show their id in the request log, and
 * old demo sessions are pruned.
 */
import { Writable } from 'node:stream';
import { buildHttpApp } from '../../../../server/http/app';
import { createLogger } from '../../../../server/lib/log';
import { defaultRateLimits } from '../../../../server/config';
import { mailboxOutbox } from '../../../../server/mail/outbox';
import { createPusherClient } from '../../../../server/events/publisher';
import { RateLimiter } from '../../../../server/lib/rateLimiter';
import { contractServerForFile } from '../../../support/contractServer';
import { domainClockForFile, expectLaravelError, json } from '../../../support/contractServerHelpers';
import { LOSING_DRAWS, forceSpins, newPlayer } from '../../../support/walletFixtures';

const server = contractServerForFile();
const clock = domainClockForFile(server);
const travel = clock.travel;

interface Opened {
  session: { id: string };
  url: string;
}

const openReal = async (token: string): Promise<Opened> =>
  json<Opened>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', token, json: { mode: 'real' } }),
  );

/** A spin request as the slot page or an API client makes it. */
function spin(url: string, opts: { token?: string; cookie?: string; origin?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = `theme=dark; auth_token=${encodeURIComponent(opts.cookie)}`;
  if (opts.origin) headers.origin = opts.origin;
  return fetch(`${url}/spins`, { method: 'POST', headers, body: JSON.stringify({ stake: '1.00' }) });
}

beforeAll(() => forceSpins(server, LOSING_DRAWS));

it("refuses a real-money spin without the owner's token, or with another player's", async () => {
  const owner = await newPlayer(server, '100');
  const stranger = await newPlayer(server, '100');
  const { url } = await openReal(owner.token);
  const balance = (): unknown => server.db.prepare('SELECT balance_minor FROM users WHERE id = ?').get(owner.id);
  const before = balance();

  const anonymous = await spin(url);
  expect(anonymous.status).toBe(401);
  expectLaravelError(await json(anonymous));
  const other = await spin(url, { token: stranger.token });
  expect(other.status).toBe(403);
  expect((await json<{ message: string }>(other)).message).toMatch(/belongs to another sign-in/);
  expect((await fetch(url)).status).toBe(401);
  expect((await fetch(url, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(403);
  expect(balance()).toEqual(before);

  expect((await spin(url, { token: owner.token })).status).toBe(200);
  expect((await fetch(url, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
});

it("accepts the SPA's auth_token cookie on the slot page and on its own spins, not on another origin's", async () => {
  const owner = await newPlayer(server, '100');
  const { url } = await openReal(owner.token);
  const apiOrigin = new URL(url).origin;
  const page = await fetch(url, { headers: { cookie: `auth_token=${owner.token}` } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Игра на деньги');
  expect((await spin(url, { cookie: owner.token, origin: apiOrigin })).status).toBe(200);
  // A form or script on another origin sending the cookie along spends nothing.
  expect((await spin(url, { cookie: owner.token, origin: 'http://evil.example.test' })).status).toBe(401);
  expect((await spin(url, { cookie: owner.token })).status).toBe(401);
});

it('shows the frame a page it may display when the session is refused, with the same status', async () => {
  const owner = await newPlayer(server, '100');
  const { url } = await openReal(owner.token);
  const html = { accept: 'text/html,application/xhtml+xml' };
  const signedOut = await fetch(url, { headers: html });
  expect(signedOut.status).toBe(401);
  expect(signedOut.headers.get('content-type')).toContain('text/html');
  expect(signedOut.headers.get('x-frame-options')).toBeNull();
  expect(signedOut.headers.get('content-security-policy')).toContain('frame-ancestors');
  expect(await signedOut.text()).toContain('Войдите, чтобы играть на деньги.');
  const unknown = await fetch(url.replace(/play\/[^/]+$/, 'play/no-such-session'), { headers: html });
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('data-testid="slot-refused"');
});

it('ends with the sign-in it belongs to', async () => {
  const owner = await newPlayer(server, '100');
  const { url } = await openReal(owner.token);
  const again = await server.signIn(owner.email, 'secret-pass');
  expect((await spin(url, { token: again })).status).toBe(403);
  expect((await server.api('/auth/sign-out', { method: 'POST', token: owner.token })).status).toBe(204);
  expect((await spin(url, { token: owner.token })).status).toBe(401);
});

it('expires 30 minutes after its last spin, and 4 hours after it opened whatever happens', async () => {
  const owner = await newPlayer(server, '100');
  const idle = await openReal(owner.token);
  travel(29 * 60_000);
  expect((await spin(idle.url, { token: owner.token })).status).toBe(200);
  travel(29 * 60_000);
  expect((await spin(idle.url, { token: owner.token })).status).toBe(200);
  travel(31 * 60_000);
  const expired = await spin(idle.url, { token: owner.token });
  expect(expired.status).toBe(403);
  expect((await json<{ message: string }>(expired)).message).toBe(
    'This game session has expired. Start the game again.',
  );

  const long = await openReal(owner.token);
  for (let played = 0; played < 4 * 60; played += 25) {
    expect((await spin(long.url, { token: owner.token })).status).toBe(200);
    travel(25 * 60_000);
  }
  expect((await spin(long.url, { token: owner.token })).status).toBe(403);
});

it('keeps game session ids out of the request log', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app } = await buildHttpApp(
    {
      config: {
        mode: 'test',
        spaUrl: 'http://localhost:8080',
        corsOrigins: [],
        appKey: 'k',
        telegramBotToken: 't',
        rateLimits: defaultRateLimits('test'),
      },
      domain: server.domain,
      pusher: createPusherClient({ host: '127.0.0.1', port: 1, appId: 'a', key: 'k', secret: 's' }),
      limiter: new RateLimiter(),
      outbox: mailboxOutbox(server.domain.repos.mail),
    },
    createLogger({ stream }),
  );
  try {
    const owner = await newPlayer(server, '100');
    const real = await openReal(owner.token);
    const demo = await json<Opened>(
      await server.api('/games/european-roulette/sessions', { method: 'POST', json: { mode: 'demo' } }),
    );
    for (const id of [real.session.id, demo.session.id]) {
      await app.inject({
        method: 'GET',
        url: `/api/play/${id}?from=lobby`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      await app.inject({
        method: 'POST',
        url: `/api/play/${id}/spins`,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { stake: '1.00' },
      });
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/play/[redacted]"');
    expect(log).toContain('"url":"/api/play/[redacted]/spins"');
    for (const id of [real.session.id, demo.session.id]) expect(log).not.toContain(id);
    expect(log).not.toContain(owner.token);
    expect(log).not.toContain('from=lobby');
  } finally {
    await app.close();
  }
});

it("prunes demo sessions unused for a day, and keeps real-money ones (their spins are the player's history)", async () => {
  const owner = await newPlayer(server, '100');
  const demo = await json<Opened>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', json: { mode: 'demo' } }),
  );
  expect((await spin(demo.url)).status).toBe(200);
  const real = await openReal(owner.token);
  expect((await spin(real.url, { token: owner.token })).status).toBe(200);
  const count = (id: string): unknown =>
    server.db.prepare('SELECT COUNT(*) AS n FROM game_sessions WHERE id = ?').get(id);

  travel(23 * 3_600_000);
  server.domain.prune();
  expect(count(demo.session.id)).toEqual({ n: 1 });
  travel(2 * 3_600_000);
  expect(server.domain.prune().demoSessions).toBeGreaterThanOrEqual(1);
  expect(count(demo.session.id)).toEqual({ n: 0 });
  expect((await fetch(demo.url)).status).toBe(404);
  expect(count(real.session.id)).toEqual({ n: 1 });
  expect(server.db.prepare('SELECT COUNT(*) AS n FROM spins WHERE session_id = ?').get(real.session.id)).toEqual({
    n: 1,
  });
});
