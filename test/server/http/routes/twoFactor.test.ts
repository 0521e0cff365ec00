/** Two-factor sign-in over real HTTP: enabling with a code, the code step of password and Telegram sign-ins, replays, recovery codes, throttling, disabling. */
import { TOTP } from 'otpauth';
import { contractServerForFile } from '../../../support/contractServer';
import { domainClockForFile, expectLaravelError, json } from '../../../support/contractServerHelpers';
import { signTelegramWidget } from '../../../../server/lib/signatures';
import { DEV_TELEGRAM_BOT_TOKEN } from '../../../../server/config';
import { signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile({
  rateLimits: {
    twoFactor: { perAccount: { max: 8, windowSeconds: 60 }, perIp: { max: 1000, windowSeconds: 60 } },
    passwordChange: { perAccount: { max: 5, windowSeconds: 60 }, perIp: { max: 1000, windowSeconds: 60 } },
  },
});
const clock = domainClockForFile(server);

type Challenge = { two_factor: true; challenge_token: string };
type Signed = { token: string; user: { email: string } };

/** A code of the secret at the server's step plus `steps` (the domain clock is the server's time). */
const codeAt = (secret: string, steps = 0): string =>
  new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: server.domain.clock.now() + steps * 30_000 });

let counter = 0;
/** A fresh account with two-factor sign-in on: its e-mail, token, secret and recovery codes. */
async function enrolled(): Promise<{ email: string; token: string; secret: string; codes: string[] }> {
  counter += 1;
  const email = `twofa${counter}@example.com`;
  const signUp = await json<Signed>(await signUpThroughApi(server, email, { currency: 'EUR' }));
  const begun = await json<{ secret: string; otpauth_url: string }>(
    await server.api('/auth/two-factor', { method: 'POST', token: signUp.token }),
  );
  const confirmed = await server.api('/auth/two-factor/confirm', {
    method: 'POST',
    token: signUp.token,
    json: { one_time_code: codeAt(begun.secret, -1) },
  });
  expect(confirmed.status).toBe(200);
  const { recovery_codes: codes } = await json<{ recovery_codes: string[] }>(confirmed);
  return { email, token: signUp.token, secret: begun.secret, codes };
}

const signIn = async (email: string) =>
  server.api('/auth/sign-in', { method: 'POST', json: { email, password: 'secret-pass' } });
const answer = async (challenge: string, code: string) =>
  server.api('/auth/two-factor/challenge', {
    method: 'POST',
    json: { challenge_token: challenge, one_time_code: code },
  });

describe('turning two-factor sign-in on', () => {
  it('gives a secret with its otpauth URL, refuses a wrong code, and answers ten recovery codes once', async () => {
    const { token } = await json<Signed>(await signUpThroughApi(server, 'twofa-on@example.com', { currency: 'EUR' }));
    expect(await json(await server.api('/auth/two-factor', { token }))).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      password_required: true,
    });
    const begun = await json<{ secret: string; otpauth_url: string }>(
      await server.api('/auth/two-factor', { method: 'POST', token }),
    );
    expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.otpauth_url).toContain(`secret=${begun.secret}`);
    expect(begun.otpauth_url).toContain('twofa-on%40example.com');

    const wrong = await server.api('/auth/two-factor/confirm', {
      method: 'POST',
      token,
      json: { one_time_code: '000000' === codeAt(begun.secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expectLaravelError(await json(wrong));

    const ok = await json<{ enabled: boolean; recovery_codes: string[] }>(
      await server.api('/auth/two-factor/confirm', {
        method: 'POST',
        token,
        json: { one_time_code: codeAt(begun.secret) },
      }),
    );
    expect(ok.recovery_codes).toHaveLength(10);
    expect(new Set(ok.recovery_codes).size).toBe(10);
    expect(await json(await server.api('/auth/two-factor', { token }))).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      password_required: true,
    });
    // Only the hashes are kept.
    const stored = server.db.prepare('SELECT code_hash FROM two_factor_recovery_codes').all() as {
      code_hash: string;
    }[];
    expect(stored.map((r) => r.code_hash)).not.toContain(ok.recovery_codes[0]);
    // Started again while on: refused.
    expect((await server.api('/auth/two-factor', { method: 'POST', token })).status).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password, signs in with it, and refuses the same code again', async () => {
    const { email, secret } = await enrolled();
    const first = await signIn(email);
    expect(first.status).toBe(200);
    const challenge = await json<Challenge>(first);
    expect(challenge).toEqual({ two_factor: true, challenge_token: expect.any(String) });
    expect(challenge).not.toHaveProperty('token');

    const code = codeAt(secret);
    const signed = await answer(challenge.challenge_token, code);
    expect(signed.status).toBe(200);
    const { token } = await json<Signed>(signed);
    expect((await server.api('/auth/user', { token })).status).toBe(200);

    // The same code on a new sign-in, within its 30-second window: refused as used.
    const again = await json<Challenge>(await signIn(email));
    const replay = await answer(again.challenge_token, code);
    expect(replay.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(replay);
    expect(body.errors.one_time_code?.[0]).toMatch(/already been used/);
    // The next step's code works.
    expect((await answer(again.challenge_token, codeAt(secret, 1))).status).toBe(200);
    // A challenge that signed in is spent.
    expect((await answer(again.challenge_token, codeAt(secret, 1))).status).toBe(403);
  });

  it('accepts a recovery code once', async () => {
    const { email, codes } = await enrolled();
    const recovery = codes[3] as string;
    const challenge = await json<Challenge>(await signIn(email));
    expect((await answer(challenge.challenge_token, recovery.toLowerCase())).status).toBe(200);
    const again = await json<Challenge>(await signIn(email));
    expect((await answer(again.challenge_token, recovery)).status).toBe(422);
  });

  it('lets a challenge expire after five minutes', async () => {
    const { email, secret } = await enrolled();
    const challenge = await json<Challenge>(await signIn(email));
    clock.travel(5 * 60_000 + 1000);
    expect((await answer(challenge.challenge_token, codeAt(secret))).status).toBe(403);
  });

  it('throttles code guesses per account', async () => {
    const { email, secret } = await enrolled();
    const challenge = await json<Challenge>(await signIn(email));
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await answer(challenge.challenge_token, wrong)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(422));
    expect(statuses[8]).toBe(429);
    // Even the right code waits now.
    expect((await answer(challenge.challenge_token, codeAt(secret))).status).toBe(429);
  });

  it('asks Telegram sign-ins for a code too', async () => {
    const { token, secret } = await enrolled();
    // Each signed Telegram payload is used once: one to link, a fresh one to sign in.
    const signedBody = (authDate: number) => {
      const tg = { id: 7770001, first_name: 'Вера', username: 'vera', auth_date: authDate };
      const signed = signTelegramWidget(DEV_TELEGRAM_BOT_TOKEN, tg);
      return { ...signed, user: { id: tg.id, first_name: tg.first_name, username: tg.username }, app: false };
    };
    const now = Math.floor(Date.now() / 1000);
    const link = await server.api('/auth/telegram/link', { method: 'POST', token, json: signedBody(now - 1) });
    expect(link.status).toBe(200);
    const first = await json<Challenge>(await server.api('/auth/telegram', { method: 'POST', json: signedBody(now) }));
    expect(first).toEqual({ two_factor: true, challenge_token: expect.any(String) });
    expect((await answer(first.challenge_token, codeAt(secret))).status).toBe(200);
  });
});

type Refusal = { message: string; errors: Record<string, string[]> };
const turnOff = (token: string, body: { current_password?: string; one_time_code: string }) =>
  server.api('/auth/two-factor/disable', { method: 'POST', token, json: body });
const statusOf = async (token: string) => json(await server.api('/auth/two-factor', { token }));

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; a wrong or missing password spends no code', async () => {
    const { email, token, secret, codes } = await enrolled();
    const recovery = codes[0] as string;

    const missing = await turnOff(token, { one_time_code: recovery });
    expect(missing.status).toBe(422);
    const missingBody = await json<Refusal>(missing);
    expectLaravelError(missingBody);
    expect(Object.keys(missingBody.errors)).toEqual(['current_password']);
    const wrong = await turnOff(token, { current_password: 'not-the-password', one_time_code: recovery });
    expect(wrong.status).toBe(422);
    expect((await json<Refusal>(wrong)).errors.current_password?.[0]).toMatch(/password is incorrect/);
    // Still on, and the recovery code was not spent by the refused attempts.
    expect(await statusOf(token)).toEqual({ enabled: true, recovery_codes_left: 10, password_required: true });

    const badCode = await turnOff(token, { current_password: 'secret-pass', one_time_code: 'nope' });
    expect(badCode.status).toBe(422);
    expect(Object.keys((await json<Refusal>(badCode)).errors)).toEqual(['one_time_code']);

    const off = await turnOff(token, { current_password: 'secret-pass', one_time_code: codeAt(secret) });
    expect(await json(off)).toEqual({ enabled: false, recovery_codes_left: 0, password_required: true });
    expect(await json(await signIn(email))).toEqual(expect.objectContaining({ token: expect.any(String) }));
  });

  it('throttles wrong passwords with the password change, whose budget they share', async () => {
    const { token, secret } = await enrolled();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await turnOff(token, { current_password: `wrong-${i}`, one_time_code: codeAt(secret) })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The right password waits too, and so does a password change of the same account.
    const locked = await turnOff(token, { current_password: 'secret-pass', one_time_code: codeAt(secret) });
    expect(locked.status).toBe(429);
    expectLaravelError(await json(locked));
    const change = await server.api('/profile/password', {
      method: 'POST',
      token,
      json: { current_password: 'secret-pass', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(change.status).toBe(429);
    expect(await statusOf(token)).toEqual(expect.objectContaining({ enabled: true }));
  });

  it('takes the code alone from an account without a password (signed up through Telegram)', async () => {
    const { email, token, secret } = await enrolled();
    server.db.prepare('UPDATE users SET password_hash = NULL WHERE email = ?').run(email);
    expect(await statusOf(token)).toEqual({ enabled: true, recovery_codes_left: 10, password_required: false });
    const off = await turnOff(token, { one_time_code: codeAt(secret) });
    expect(await json(off)).toEqual({ enabled: false, recovery_codes_left: 0, password_required: false });
  });
});
