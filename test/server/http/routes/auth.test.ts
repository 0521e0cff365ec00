/** Auth endpoints over real HTTP: sign-in/out, current user, password reset, login-as, throttling (sign-up: signUp.test.ts). */
import { contractServerForFile, DEMO, startTestContractServer } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot, type TokenUserAnswer } from '../../../support/contractServerHelpers';
import { mailboxOf } from '../../../support/devMailbox';
import { signInThroughApi } from '../../../support/signUp';
import { hashPassword } from '../../../../server/lib/crypto';

const server = contractServerForFile();

describe('sign-in', () => {
  it('signs the demo player in with the contract user shape', async () => {
    const res = await signInThroughApi(server, DEMO.player);
    expect(res.status).toBe(200);
    const body = await json<TokenUserAnswer>(res);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toEqual(
      expect.objectContaining({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'player@example.com',
        email_verified_at: expect.any(String),
        roles: ['player'],
        balance: '1000.00',
        currency: { code: 'RUB', usd_rate: expect.stringMatching(/^\d+\.\d+$/) },
        telegram_id: null,
        created_at: expect.any(String),
        name: 'Player One',
      }),
    );
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('knows the other demo users', async () => {
    const u = await json<TokenUserAnswer>(await signInThroughApi(server, DEMO.unverified));
    expect(u.user.email_verified_at).toBeNull();
    expect(u.user.currency.code).toBe('USD');
    const a = await json<TokenUserAnswer>(
      await signInThroughApi(server, { email: 'ADMIN@example.com', password: 'admin-password' }),
    );
    expect(a.user.roles).toEqual(['admin']);
  });

  it('answers 422 with a field message for a wrong password', async () => {
    const res = await signInThroughApi(server, { email: 'player@example.com', password: 'wrong-password' });
    expect(res.status).toBe(422);
    const body = await json(res);
    expectLaravelError(body);
    expect(body.errors).toEqual({ email: ['These credentials do not match our records.'] });
  });
});

describe('current user and sign-out', () => {
  it('returns the user for a token and 401 after sign-out', async () => {
    const token = await server.signInAs('player');
    const me = await server.api('/auth/user', { token });
    expect(me.status).toBe(200);
    expect((await json<{ user: { email: string } }>(me)).user.email).toBe('player@example.com');
    const out = await server.api('/auth/sign-out', { method: 'POST', token });
    expect(out.status).toBe(204);
    const after = await server.api('/auth/user', { token });
    expect(after.status).toBe(401);
    expect(await json(after)).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 for a missing or made-up token', async () => {
    expect((await server.api('/auth/user')).status).toBe(401);
    expect((await server.api('/auth/user', { token: 'made-up' })).status).toBe(401);
    expect((await server.api('/auth/sign-out', { method: 'POST' })).status).toBe(401);
  });
});

describe('password restore and reset', () => {
  it('answers the same whether or not the e-mail exists, and mails a single-use link', async () => {
    const known = await server.api('/auth/restore-password', { method: 'POST', json: { email: 'player@example.com' } });
    const unknown = await server.api('/auth/restore-password', {
      method: 'POST',
      json: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect(await mailboxOf(server, 'nobody@example.com')).toHaveLength(0);
    const again = await server.api('/auth/restore-password', { method: 'POST', json: { email: 'player@example.com' } });
    expect(again.status).toBe(429);
    expect((await json<{ availableIn: number }>(again)).availableIn).toBeGreaterThan(0);

    const mail = (await mailboxOf(server, 'player@example.com')).at(-1)!;
    const link = new URL(/(http:\/\/localhost:8080\/reset-password\?\S+)/.exec(mail.text)![1]!);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe('player@example.com');
    const old = await server.signInAs('player');

    const mismatch = await server.api('/auth/reset-password', {
      method: 'POST',
      json: { email: 'player@example.com', token, password: 'new-password-1', password_confirmation: 'nope-nope-1' },
    });
    expect(mismatch.status).toBe(422);
    const reset = await server.api('/auth/reset-password', {
      method: 'POST',
      json: { email: 'player@example.com', token, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(reset.status).toBe(200);
    const body = await json<{ token: string; user: { email: string }; message: string }>(reset);
    expect(body.user.email).toBe('player@example.com');
    expect((await server.api('/auth/user', { token: body.token })).status).toBe(200);
    expect((await server.api('/auth/user', { token: old })).status).toBe(401);

    const before = snapshot(server.db);
    const reused = await server.api('/auth/reset-password', {
      method: 'POST',
      json: { email: 'player@example.com', token, password: 'other-password', password_confirmation: 'other-password' },
    });
    expect(reused.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(reused)).errors.email).toEqual([
      'This password reset token is invalid or has expired.',
    ]);
    const wrongUser = await server.api('/auth/reset-password', {
      method: 'POST',
      json: { email: 'admin@example.com', token, password: 'other-password', password_confirmation: 'other-password' },
    });
    expect(wrongUser.status).toBe(422);
    expect(snapshot(server.db)).toEqual(before);

    // restore the demo password for the other tests
    server.db
      .prepare('UPDATE users SET password_hash = ? WHERE email = ?')
      .run(await hashPassword('player-password'), 'player@example.com');
  });
});

describe('login-as', () => {
  it('lets an admin act as another user and refuses everyone else', async () => {
    const admin = await server.signInAs('admin');
    const player = await server.signInAs('player');
    const playerUuid = '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a01';
    const as = await server.api('/auth/user', { token: admin, headers: { 'X-Login-As': playerUuid } });
    expect(as.status).toBe(200);
    expect((await json<{ user: { email: string } }>(as)).user.email).toBe('player@example.com');
    const bonuses = await server.api('/bonuses', { token: admin, headers: { 'X-Login-As': playerUuid } });
    expect(((await json<unknown[]>(bonuses)) as unknown[]).length).toBeGreaterThan(0);

    const before = snapshot(server.db);
    const denied = await server.api('/auth/user', {
      token: player,
      headers: { 'X-Login-As': '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a03' },
    });
    expect(denied.status).toBe(403);
    expectLaravelError(await json(denied));
    const deniedWrite = await server.api('/profile', {
      method: 'PATCH',
      token: player,
      json: { name: 'Hacked' },
      headers: { 'X-Login-As': '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a03' },
    });
    expect(deniedWrite.status).toBe(403);
    expect(snapshot(server.db)).toEqual(before);
    const unknown = await server.api('/auth/user', { token: admin, headers: { 'X-Login-As': 'no-such-uuid' } });
    expect(unknown.status).toBe(404);
  });
});

describe('throttling', () => {
  it('refuses the sixth sign-in attempt within a minute with 429, availableIn, Retry-After and the RateLimit headers', async () => {
    const strict = await startTestContractServer({
      rateLimits: { signIn: { perAccount: { max: 5, windowSeconds: 60 } } },
    });
    try {
      for (let i = 0; i < 5; i++) {
        expect(
          (await signInThroughApi(strict, { email: 'player@example.com', password: 'wrong-password' })).status,
        ).toBe(422);
      }
      const res = await signInThroughApi(strict, DEMO.player);
      expect(res.status).toBe(429);
      const body = await json<{ availableIn: number; message: string }>(res);
      expect(body.availableIn).toBeGreaterThan(0);
      expect(body.availableIn).toBeLessThanOrEqual(60);
      expect(body.message).toEqual(expect.any(String));
      const headers = Object.fromEntries(
        ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((h) => [
          h,
          res.headers.get(h),
        ]),
      );
      expect(headers).toEqual({
        'retry-after': String(body.availableIn),
        'ratelimit-limit': '5',
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(body.availableIn),
      });
      // The SPA runs on another origin: it must be allowed to read the wait.
      const cors = await signInThroughApi(
        strict,
        { email: 'player@example.com', password: 'x' },
        { origin: 'http://localhost:8080' },
      );
      expect(cors.status).toBe(429);
      expect(cors.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
      // another e-mail from the same address is not affected
      expect((await signInThroughApi(strict, DEMO.admin)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
