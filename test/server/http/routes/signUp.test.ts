/** Sign-up over real HTTP: the new account, its verification links (forged, expired, resent) and field checks. */
import { contractServerForFile, DEMO } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot, type TokenUserAnswer } from '../../../support/contractServerHelpers';
import { mailboxOf } from '../../../support/devMailbox';
import { verificationHash } from '../../../../server/lib/signatures';
import { signInThroughApi, signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile();

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account, mails a signed link that verifies it once, idempotently', async () => {
    const res = await signUpThroughApi(server, 'New.User@Example.com', { currency: 'EUR' });
    expect(res.status).toBe(201);
    const body = await json<TokenUserAnswer>(res);
    expect(body.user).toEqual(
      expect.objectContaining({
        email: 'new.user@example.com',
        email_verified_at: null,
        balance: '0.00',
        roles: ['player'],
        currency: expect.objectContaining({ code: 'EUR' }),
      }),
    );
    const mails = await mailboxOf(server, 'new.user@example.com');
    expect(mails).toHaveLength(1);
    const link = /(http:\/\/localhost:8080\/verify-email\?\S+)/.exec(mails[0]!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'hash', 'uuid']);
    const other = await server.signInAs('player');
    const foreign = await server.api(`/auth/verify-email${url.search}`, { token: other });
    expect(foreign.status).toBe(403);
    const verify = await server.api(`/auth/verify-email${url.search}`, { token: body.token });
    expect(verify.status).toBe(200);
    const verified = await json<{ user: { email_verified_at: string | null }; message: string }>(verify);
    expect(verified.user.email_verified_at).toEqual(expect.any(String));
    const again = await server.api(`/auth/verify-email${url.search}`);
    expect(again.status).toBe(200);
    expect((await json<{ user: { email_verified_at: string } }>(again)).user.email_verified_at).toBe(
      verified.user.email_verified_at,
    );
  });

  it('refuses forged and expired links with 403 and changes nothing', async () => {
    const u = await json<TokenUserAnswer>(await signInThroughApi(server, DEMO.unverified));
    const future = Math.floor(Date.now() / 1000) + 3600;
    const good = verificationHash('test-app-key', u.user.uuid, u.user.email, future);
    const before = snapshot(server.db);
    const cases = [
      { expires: String(future), hash: good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), uuid: u.user.uuid },
      { expires: String(future + 1), hash: good, uuid: u.user.uuid },
      { expires: String(future), hash: good, uuid: '9a3c1f4e-0b7d-4c1e-9f3a-2d5e8b6c7a01' },
      {
        expires: String(future),
        hash: verificationHash('another-key', u.user.uuid, u.user.email, future),
        uuid: u.user.uuid,
      },
      { expires: String(future), hash: good, uuid: "' OR 1=1 --" },
    ];
    for (const q of cases) {
      const res = await server.api(`/auth/verify-email?${new URLSearchParams(q).toString()}`);
      expect(res.status).toBe(403);
      expectLaravelError(await json(res));
    }
    const past = Math.floor(Date.now() / 1000) - 10;
    const hash = verificationHash('test-app-key', u.user.uuid, u.user.email, past);
    const expired = await server.api(
      `/auth/verify-email?${new URLSearchParams({ expires: String(past), hash, uuid: u.user.uuid }).toString()}`,
    );
    expect(expired.status).toBe(403);
    expect((await json<{ message: string }>(expired)).message).toMatch(/expired/);
    const missing = await server.api('/auth/verify-email?uuid=x');
    expect(missing.status).toBe(422);
    expect(snapshot(server.db)).toEqual(before);
    expect(
      (await json<{ user: TokenUserAnswer['user'] }>(await server.api('/auth/user', { token: u.token }))).user
        .email_verified_at,
    ).toBeNull();
  });

  it('throttles resending the verification mail with availableIn', async () => {
    const res = await signUpThroughApi(server, 'resend@example.com');
    const { token } = await json<TokenUserAnswer>(res);
    const first = await server.api('/auth/verify-email/resend', { method: 'POST', token });
    expect(first.status).toBe(429);
    const body = await json<{ availableIn: number; message: string }>(first);
    expect(body.availableIn).toBeGreaterThan(0);
    expect(body.availableIn).toBeLessThanOrEqual(60);
    expect(first.headers.get('retry-after')).toBe(String(body.availableIn));
    expect(await mailboxOf(server, 'resend@example.com')).toHaveLength(1);
  });

  it('validates sign-up fields with human messages', async () => {
    const before = snapshot(server.db);
    const res = await signUpThroughApi(server, 'player@example.com', {
      password_confirmation: 'other-pass',
      currency: 'XXX',
      referral_code: 'NOPE1234',
    });
    expect(res.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(res);
    expect(body.errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password field confirmation does not match.'],
      currency: ['The selected currency is invalid.'],
      referral_code: ['The selected referral code is invalid.'],
    });
    const short = await json<{ errors: Record<string, string[]> }>(
      await signUpThroughApi(server, 'a@b.co', { password: 'short', password_confirmation: 'short' }),
    );
    expect(short.errors.password).toEqual(['The password field must be at least 8 characters.']);
    expect(snapshot(server.db)).toEqual(before);
  });

  it('accepts a referral code of an existing user', async () => {
    const p = await json<TokenUserAnswer & { user: { referral_code: string } }>(
      await signInThroughApi(server, DEMO.player),
    );
    const check = await json(await server.api(`/referrals/${p.user.referral_code}`));
    expect(check).toEqual({ code: p.user.referral_code, valid: true });
    const res = await signUpThroughApi(server, 'friend@example.com', {
      currency: 'RUB',
      referral_code: p.user.referral_code,
      // Without a device id the user agent and address stand for the device, which this file signed up from.
      device_id: 'friend-device',
    });
    expect(res.status).toBe(201);
    expect(await json(await server.api('/referrals/NOPE0000'))).toEqual({ code: 'NOPE0000', valid: false });
  });
});
