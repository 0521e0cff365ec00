/**
 * Responsible gaming over real HTTP: deposit and loss limits (a decrease at once, an increase after the
 * cooling-off), refusals naming the limit, LimitWarning pushes at 80% and 100%, the reality check, time-out
 * and self-exclusion (tokens revoked, sign-in refused with the end date until it ends).
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { expectPush, PUSH_STAMP, withUserChannel } from '../../../support/pusherClient';
import {
  LOSING_DRAWS,
  excludeSelf,
  forceSpins,
  newPlayer,
  postJson,
  signedCallback,
} from '../../../support/walletFixtures';

const server = contractServerForFile();
const realNow = Date.now;
afterEach(() => {
  server.domain.clock.now = () => realNow();
});

interface Limit {
  type: string;
  period: string;
  amount: string;
  used: string;
  pending_amount: string | null;
  pending_from: string | null;
}
interface Overview {
  limits: Limit[];
  reality_check_minutes: number | null;
  session: { started_at: string; net_result: string };
  excluded_until: string | null;
  exclusion: string | null;
  cooling_off_hours: number;
}

const setLimit = async (token: string, type: string, period: string, amount: string | null) => {
  const res = await server.api('/responsible-gaming/limits', { method: 'PUT', token, json: { type, period, amount } });
  expect(res.status).toBe(200);
  return (await json<{ limit: Limit | null }>(res)).limit;
};
const overview = async (token: string) => json<Overview>(await server.api('/responsible-gaming', { token }));
/** Moves the domain clock `hours` ahead of real time. */
const travel = (hours: number) => {
  server.domain.clock.now = () => realNow() + hours * 3_600_000;
};
const deposit = async (token: string, amount: string) => {
  const res = await server.api('/payments', { method: 'POST', token, json: { amount, method: 'card' } });
  if (res.status !== 201) return res;
  const { payment } = await json<{ payment: { id: number } }>(res);
  return server.api('/payments/callback', { method: 'POST', json: signedCallback(server, payment.id, 'fulfilled') });
};

describe('limits', () => {
  it('applies a new limit and a decrease at once, an increase only after the cooling-off period', async () => {
    const p = await newPlayer(server, '0');
    expect((await overview(p.token)).limits).toEqual([]);
    expect(await setLimit(p.token, 'deposit', 'day', '500')).toEqual({
      type: 'deposit',
      period: 'day',
      amount: '500.00',
      used: '0.00',
      pending_amount: null,
      pending_from: null,
    });

    const raised = await setLimit(p.token, 'deposit', 'day', '1000');
    expect(raised).toEqual(expect.objectContaining({ amount: '500.00', pending_amount: '1000.00' }));
    const wait = Date.parse(raised?.pending_from ?? '') - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);

    // The old limit still holds: a 600.00 deposit is refused with a message naming the limit.
    const before = snapshot(server.db);
    const refused = await server.api('/payments', {
      method: 'POST',
      token: p.token,
      json: { amount: '600.00', method: 'card' },
    });
    expect(refused.status).toBe(422);
    const body = await json<{ message: string; errors: { amount: string[] } }>(refused);
    expect(body.errors.amount[0]).toBe('This exceeds your daily deposit limit of 500,00\u00a0₽ (500,00\u00a0₽ left).');
    expect(snapshot(server.db)).toEqual(before);

    // A decrease applies at once and drops the pending increase.
    expect(await setLimit(p.token, 'deposit', 'day', '300')).toEqual(
      expect.objectContaining({ amount: '300.00', pending_amount: null, pending_from: null }),
    );
    expect((await deposit(p.token, '200')).status).toBe(200);
    expect((await deposit(p.token, '150')).status).toBe(422);

    // Raise again, then let the cooling-off pass: the new amount applies.
    await setLimit(p.token, 'deposit', 'day', '2000');
    travel(23);
    expect((await overview(p.token)).limits[0]).toEqual(
      expect.objectContaining({ amount: '300.00', pending_amount: '2000.00' }),
    );
    travel(24.01);
    const [applied] = (await overview(p.token)).limits;
    expect(applied).toEqual(expect.objectContaining({ amount: '2000.00', pending_amount: null, pending_from: null }));

    // Removal waits too, then the limit is gone.
    const removing = await setLimit(p.token, 'deposit', 'day', null);
    expect(removing).toEqual(
      expect.objectContaining({ amount: '2000.00', pending_amount: null, pending_from: expect.any(String) }),
    );
    travel(48.02);
    expect((await overview(p.token)).limits).toEqual([]);
  });

  it('stops spins at the loss limit and pushes LimitWarning at 80% and 100%', async () => {
    const p = await newPlayer(server, '1000');
    await setLimit(p.token, 'loss', 'week', '100');
    await withUserChannel(server, p, async (rt) => {
      forceSpins(server, LOSING_DRAWS);
      const { url } = await json<{ url: string }>(
        await server.api('/games/european-roulette/sessions', {
          method: 'POST',
          token: p.token,
          json: { mode: 'real' },
        }),
      );
      for (const stake of ['50.00', '30.00'])
        expect((await postJson(`${url}/spins`, { stake }, p.token)).status).toBe(200);
      await expectPush(rt, 'LimitWarning', {
        type: 'loss',
        period: 'week',
        amount: '100.00',
        used: '80.00',
        percent: 80,
      });

      const before = snapshot(server.db);
      const stopped = await postJson(`${url}/spins`, { stake: '20.01' }, p.token);
      expect(stopped.status).toBe(422);
      const body = await json<{ errors: { stake: string[] } }>(stopped);
      expect(body.errors.stake[0]).toBe('This exceeds your weekly loss limit of 100,00\u00a0₽ (20,00\u00a0₽ left).');
      expect(snapshot(server.db)).toEqual(before);

      expect((await postJson(`${url}/spins`, { stake: '20.00' }, p.token)).status).toBe(200);
      const hundred = await rt.waitFor(
        (f) => f.event === 'LimitWarning' && (f.data as { percent: number }).percent === 100,
      );
      expect(hundred.data).toEqual({
        ...PUSH_STAMP,
        type: 'loss',
        period: 'week',
        amount: '100.00',
        used: '100.00',
        percent: 100,
      });
      expect((await postJson(`${url}/spins`, { stake: '0.01' }, p.token)).status).toBe(422);
      await server.domain.publisher.flush();
      // Each threshold is pushed once per period.
      expect(rt.events('LimitWarning')).toHaveLength(2);
      const [loss] = (await overview(p.token)).limits;
      expect(loss).toEqual(expect.objectContaining({ type: 'loss', period: 'week', used: '100.00' }));
      expect((await overview(p.token)).session.net_result).toBe('-100.00');
    });
  });

  it('pushes a deposit LimitWarning when a deposit reaches the limit', async () => {
    const p = await newPlayer(server, '0');
    await setLimit(p.token, 'deposit', 'month', '1000');
    await withUserChannel(server, p, async (rt) => {
      expect((await deposit(p.token, '1000')).status).toBe(200);
      await expectPush(rt, 'LimitWarning', {
        type: 'deposit',
        period: 'month',
        amount: '1000.00',
        used: '1000.00',
        percent: 100,
      });
      // The warning also stays in the notification list.
      const notes = await json<{ data: { type: string; body: string; data: { event?: string } }[] }>(
        await server.api('/notifications', { token: p.token }),
      );
      expect(notes.data.find((n) => n.data.event === 'LimitWarning')).toEqual(
        expect.objectContaining({
          type: 'System',
          body: expect.stringContaining('the monthly deposit limit of 1\u00a0000,00\u00a0₽ is used up'),
        }),
      );
    });
  });
});

describe('reality check', () => {
  it('stores 5..240 minutes or null', async () => {
    const p = await newPlayer(server, '0');
    const put = (minutes: unknown) =>
      server.api('/responsible-gaming/reality-check', { method: 'PUT', token: p.token, json: { minutes } });
    expect(await json(await put(30))).toEqual({ reality_check_minutes: 30 });
    expect((await overview(p.token)).reality_check_minutes).toBe(30);
    for (const bad of [4, 241, '30', 1.5]) expect((await put(bad)).status).toBe(422);
    expect(await json(await put(null))).toEqual({ reality_check_minutes: null });
  });
});

describe('time-out and self-exclusion', () => {
  it('signs the player out everywhere and refuses sign-in with the end date until the time-out ends', async () => {
    const p = await newPlayer(server, '100');
    const second = await server.signIn(p.email, 'secret-pass');
    const { url } = await json<{ url: string }>(
      await server.api('/games/european-roulette/sessions', { method: 'POST', token: second, json: { mode: 'real' } }),
    );

    const res = await excludeSelf(server, second, { duration: '24h' });
    expect(res.status).toBe(200);
    const { excluded_until, message } = await json<{ excluded_until: string; message: string }>(res);
    expect(Date.parse(excluded_until) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(message).toMatch(/signed out/);

    for (const token of [p.token, second]) expect((await server.api('/auth/user', { token })).status).toBe(401);
    const refused = await server.api('/auth/sign-in', {
      method: 'POST',
      json: { email: p.email, password: 'secret-pass' },
    });
    expect(refused.status).toBe(403);
    const body = await json<{ message: string; excluded_until: string }>(refused);
    const end = new Date(excluded_until);
    const dd = String(end.getUTCDate()).padStart(2, '0');
    const mm = String(end.getUTCMonth() + 1).padStart(2, '0');
    expect(body.message).toContain(`${dd}.${mm}.${end.getUTCFullYear()}`);
    expect(body.excluded_until).toBe(excluded_until);
    // A wrong password still answers the usual 422 (the exclusion is not revealed to a stranger).
    expect(
      (await server.api('/auth/sign-in', { method: 'POST', json: { email: p.email, password: 'wrong-pass' } })).status,
    ).toBe(422);
    // A game session opened before the time-out cannot spin: the token it is bound to was revoked.
    expect((await postJson(`${url}/spins`, { stake: '1.00' }, second)).status).toBe(401);

    travel(24.01);
    const again = await server.api('/auth/sign-in', {
      method: 'POST',
      json: { email: p.email, password: 'secret-pass' },
    });
    expect(again.status).toBe(200);
  });

  it('self-excludes for at least 6 months and cannot be shortened by a time-out', async () => {
    const p = await newPlayer(server, '0');
    const bad = await excludeSelf(server, p.token, { months: 3 });
    expect(bad.status).toBe(422);
    expectLaravelError(await bad.json());
    const res = await excludeSelf(server, p.token, { months: 6 });
    expect(res.status).toBe(200);
    const { excluded_until } = await json<{ excluded_until: string }>(res);
    const days = (Date.parse(excluded_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect(
      (await server.api('/auth/sign-in', { method: 'POST', json: { email: p.email, password: 'secret-pass' } })).status,
    ).toBe(403);
    travel(24 * 60);
    expect(
      (await server.api('/auth/sign-in', { method: 'POST', json: { email: p.email, password: 'secret-pass' } })).status,
    ).toBe(403);
    // A time-out taken later keeps the longer exclusion (the player cannot sign in, so the rule is asked directly;
    // an administrator logged in as the player may not take one: impersonation.test.ts).
    const later = server.domain.responsibleGaming.timeOut(server.domain.players.get(p.id), '24h');
    expect(later.excluded_until).toBe(excluded_until);
  });
});
