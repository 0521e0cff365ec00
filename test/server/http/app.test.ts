/** HTTP-level behaviour: unknown routes, CORS, content types, the dev mailbox outside /api, production mode. */
import { PRODUCTION_SECRETS, startTestContractServer } from '../../support/contractServer';
import { contractServerForFile } from '../../support/contractServer';
import { expectLaravelError, json } from '../../support/contractServerHelpers';
import { signUpThroughApi } from '../../support/signUp';

const server = contractServerForFile({ spaUrl: 'http://spa.example.test:8080' });

it('answers unknown routes and methods with a Laravel 404', async () => {
  for (const [method, path] of [
    ['GET', '/nope'],
    ['DELETE', '/games'],
    ['GET', '/auth'],
  ] as const) {
    const res = await server.api(path, { method });
    expect(res.status).toBe(404);
    expectLaravelError(await json(res));
  }
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.apiUrl}/auth/user`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-login-as,x-socket-id,content-type',
      },
    });

  it('allows the configured SPA origin and loopback origins outside production, with the needed headers', async () => {
    for (const origin of ['http://spa.example.test:8080', 'http://localhost:5173', 'http://127.0.0.1:9999']) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of ['authorization', 'content-type', 'x-login-as', 'x-socket-id']) expect(allowed).toContain(h);
    }
  });

  it('does not allow other origins', async () => {
    const res = await preflight('http://evil.example.com');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

it('serves the mailbox outside /api too, oldest first, filtered by ?to=', async () => {
  await server.api('/auth/restore-password', { method: 'POST', json: { email: 'admin@example.com' } });
  const root = server.apiUrl.replace(/\/api$/, '');
  const all = await json<{ to: string; subject: string; text: string; sent_at: string }[]>(
    await fetch(`${root}/dev/mailbox`),
  );
  expect(all.length).toBeGreaterThan(0);
  const filtered = await json<{ to: string; text: string }[]>(await fetch(`${root}/dev/mailbox?to=admin@example.com`));
  expect(filtered.every((m) => m.to === 'admin@example.com')).toBe(true);
  expect(filtered.at(-1)!.text).toContain('http://spa.example.test:8080/reset-password?token=');
});

it('hides dev routes and the stand-in payment provider, and refuses loopback CORS in production mode', async () => {
  const prod = await startTestContractServer({ mode: 'production', startRealtime: false, ...PRODUCTION_SECRETS });
  try {
    expect((await prod.api('/dev/mailbox')).status).toBe(404);
    expect(
      (await prod.api('/dev/simulate', { method: 'POST', json: { email: 'player@example.com', event: 'payment' } }))
        .status,
    ).toBe(404);
    const res = await fetch(`${prod.apiUrl}/games`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const spa = await fetch(`${prod.apiUrl}/games`, { headers: { origin: 'http://localhost:8080' } });
    expect(spa.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    // No stand-in payment provider: its page is not there and a deposit cannot start.
    const signUp = await signUpThroughApi(prod, 'prod@example.com');
    const { token } = await json<{ token: string }>(signUp);
    const deposit = await prod.api('/payments', { method: 'POST', token, json: { amount: '150.00', method: 'card' } });
    expect(deposit.status).toBe(503);
    expect((await json<{ message: string }>(deposit)).message).toMatch(/no payment provider/);
    expect(prod.db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 0 });
    expect((await prod.api('/payments/1/provider?signature=abc')).status).toBe(404);
    expect(
      (
        await prod.api('/payments/1/provider', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve&signature=abc',
        })
      ).status,
    ).toBe(404);
  } finally {
    await prod.close();
  }
});
