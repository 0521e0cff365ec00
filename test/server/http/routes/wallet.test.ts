/**
 * The wallet over real HTTP: deposits through the stand-in provider (page, approve, decline, abandon, callback
 * idempotency and signatures), bonus money that cannot be withdrawn, withdrawal cancel / admin decisions, and
 * the ledger staying equal to the balance under 50 concurrent spins and withdrawals.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, PUSH_STAMP, snapshot } from '../../../support/contractServerHelpers';
import {
  LOSING_DRAWS,
  balanceAndLedger,
  forceSpins,
  newPlayer,
  postJson,
  signedCallback,
  withUserChannel,
} from '../../../support/walletFixtures';
import Database from 'better-sqlite3';
import { providerCallbackSignature } from '../../../../server/domain/paymentProvider';
import { migrate } from '../../../../server/db/connection';
import * as m001 from '../../../../server/db/migrations/001_initial';

const server = contractServerForFile({ spaUrl: 'http://spa.test:8080' });

interface Payment {
  id: number;
  amount: string;
  status: string;
  method: string;
  completed_at: string | null;
}
interface WalletDto {
  balance: string;
  bonus_balance: string;
  withdrawable: string;
  currency_code: string;
  deposit_limits: { min: string; max: string };
}

const wallet = async (token: string): Promise<WalletDto> => json<WalletDto>(await server.api('/wallet', { token }));
const startDeposit = async (token: string, amount: string, method = 'card') => {
  const res = await server.api('/payments', { method: 'POST', token, json: { amount, method } });
  expect(res.status).toBe(201);
  return json<{ payment: Payment; redirect_url: string }>(res);
};
const decide = (redirectUrl: string, decision: 'approve' | 'decline') => {
  const url = new URL(redirectUrl);
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, signature: url.searchParams.get('signature') ?? '' }).toString(),
  });
};
const callback = (paymentId: number, status: 'fulfilled' | 'declined', secret?: string) =>
  server.api('/payments/callback', {
    method: 'POST',
    json: signedCallback(server, paymentId, status, secret ? { secret } : {}),
  });

describe('deposits through the stand-in provider', () => {
  it('serves the provider page, credits an approved payment once and pushes PaymentFulfilled', async () => {
    const p = await newPlayer(server, '0');
    await withUserChannel(server, p, async (rt) => {
      const { payment, redirect_url } = await startDeposit(p.token, '150.00', 'sbp');
      expect(payment).toEqual(
        expect.objectContaining({ amount: '150.00', status: 'pending', method: 'sbp', completed_at: null }),
      );

      const page = await fetch(redirect_url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' http://spa.test:8080");
      const html = await page.text();
      expect(html).toContain('150.00 RUB');
      expect(html).not.toMatch(/<script|https?:\/\/(?!spa\.test)/);

      // Without the page signature the page does not exist.
      expect((await fetch(redirect_url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);

      const done = await decide(redirect_url, 'approve');
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`http://spa.test:8080/close/${payment.id}?status=fulfilled`);
      expect((await wallet(p.token)).balance).toBe('150.00');
      const pushed = await rt.waitFor((f) => f.event === 'PaymentFulfilled');
      expect(pushed.data).toEqual({
        ...PUSH_STAMP,
        amount: '150.00',
        currency_code: 'RUB',
        balance: '150.00',
        balance_version: expect.any(Number),
      });

      // Pressing the button again (or the provider retrying) changes nothing.
      expect((await decide(redirect_url, 'approve')).status).toBe(303);
      const again = await decide(redirect_url, 'decline');
      expect(again.headers.get('location')).toBe(`http://spa.test:8080/close/${payment.id}?status=fulfilled`);
      expect((await wallet(p.token)).balance).toBe('150.00');
      expect(balanceAndLedger(server, p.id)).toEqual({ balance: 15_000, ledger: 15_000 });
    });
  });

  it('shows declined and abandoned payments in the history without touching the balance', async () => {
    const p = await newPlayer(server, '0');
    await withUserChannel(server, p, async (rt) => {
      const declined = await startDeposit(p.token, '200.00');
      const res = await decide(declined.redirect_url, 'decline');
      expect(res.headers.get('location')).toBe(`http://spa.test:8080/close/${declined.payment.id}?status=declined`);
      expect((await rt.waitFor((f) => f.event === 'PaymentDeclined')).data).toEqual({
        ...PUSH_STAMP,
        id: declined.payment.id,
        amount: '200.00',
        currency_code: 'RUB',
      });

      const abandoned = await startDeposit(p.token, '300.00');
      const realNow = server.domain.clock.now;
      server.domain.clock.now = () => Date.now() + 31 * 60_000;
      try {
        const history = await json<{ data: Payment[]; meta: { total: number } }>(
          await server.api('/payments', { token: p.token }),
        );
        expect(history.meta.total).toBe(2);
        expect(history.data.map((x) => [x.id, x.status])).toEqual([
          [abandoned.payment.id, 'abandoned'],
          [declined.payment.id, 'declined'],
        ]);
      } finally {
        server.domain.clock.now = realNow;
      }
      expect((await wallet(p.token)).balance).toBe('0.00');
      expect(balanceAndLedger(server, p.id)).toEqual({ balance: 0, ledger: 0 });
    });
  });

  it('credits a callback delivered twice only once and refuses a forged signature', async () => {
    const p = await newPlayer(server, '0');
    const { payment } = await startDeposit(p.token, '120.50');

    const before = snapshot(server.db);
    const forged = await callback(payment.id, 'fulfilled', 'not-the-secret');
    expect(forged.status).toBe(403);
    expectLaravelError(await forged.json());
    // A genuine signature of another verdict does not fit this one either.
    const swapped = await server.api('/payments/callback', {
      method: 'POST',
      json: { ...signedCallback(server, payment.id, 'declined'), status: 'fulfilled' },
    });
    expect(swapped.status).toBe(403);
    expect(snapshot(server.db)).toEqual(before);

    const [first, second] = await Promise.all([callback(payment.id, 'fulfilled'), callback(payment.id, 'fulfilled')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await json<{ payment: Payment }>(second)).payment.status).toBe('fulfilled');
    expect((await callback(payment.id, 'fulfilled')).status).toBe(200);
    expect((await callback(payment.id, 'declined')).status).toBe(409);
    expect((await wallet(p.token)).balance).toBe('120.50');
    const deposits = server.db
      .prepare("SELECT COUNT(*) AS n FROM ledger WHERE user_id = ? AND kind = 'deposit'")
      .get(p.id) as { n: number };
    expect(deposits.n).toBe(1);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 12_050, ledger: 12_050 });
    const unknown = { ...signedCallback(server, payment.id, 'fulfilled'), payment_id: 999_999 };
    expect(
      (
        await server.api('/payments/callback', {
          method: 'POST',
          json: { ...unknown, signature: providerCallbackSignature(server.domain.deposits.providerSecret, unknown) },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses amounts outside the per-currency bounds from the deposit_limits setting', async () => {
    const p = await newPlayer(server, '0');
    expect((await wallet(p.token)).deposit_limits).toEqual({ min: '100.00', max: '500000.00' });
    const before = snapshot(server.db);
    for (const amount of ['99.99', '500000.01']) {
      const res = await server.api('/payments', { method: 'POST', token: p.token, json: { amount, method: 'card' } });
      expect(res.status).toBe(422);
      const body = await json<{ errors: Record<string, string[]> }>(res);
      expect(body.errors.amount?.[0]).toMatch(
        amount === '99.99' ? /at least 100,00\u00a0₽/ : /not be greater than 500\u00a0000,00\u00a0₽/,
      );
    }
    expect(snapshot(server.db)).toEqual(before);
    expect((await server.api('/payments', { method: 'POST', json: { amount: '150', method: 'card' } })).status).toBe(
      401,
    );
  });
});

describe('bonus money and withdrawals', () => {
  it('keeps active bonus money out of the withdrawable balance until it is wagered', async () => {
    const p = await newPlayer(server, '1000');
    await server.domain.rewards.grantBonus(p.id, 'Тестовый бонус', 50_000, 2);
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '1500.00', bonus_balance: '500.00', withdrawable: '1000.00' }),
    );

    const before = snapshot(server.db);
    const tooMuch = await server.api('/withdrawals', {
      method: 'POST',
      token: p.token,
      json: { amount: '1000.01', method: 'card', details: '4276 0000 0000 1234' },
    });
    expect(tooMuch.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooMuch)).errors.amount?.[0]).toMatch(
      /withdrawable balance of 1\u00a0000,00\u00a0₽.*bonus/,
    );
    expect(snapshot(server.db)).toEqual(before);

    // Wagering the bonus through real spins (2 × 500 = 1000) turns it into withdrawable money.
    forceSpins(server, LOSING_DRAWS);
    const { url } = await json<{ url: string }>(
      await server.api('/games/european-roulette/sessions', { method: 'POST', token: p.token, json: { mode: 'real' } }),
    );
    for (let i = 0; i < 2; i++) expect((await postJson(`${url}/spins`, { stake: '500.00' }, p.token)).status).toBe(200);
    const after = await wallet(p.token);
    expect(after).toEqual(
      expect.objectContaining({ balance: '500.00', bonus_balance: '0.00', withdrawable: '500.00' }),
    );
    const ok = await server.api('/withdrawals', {
      method: 'POST',
      token: p.token,
      json: { amount: '500.00', method: 'card', details: '4276 0000 0000 1234' },
    });
    expect(ok.status).toBe(201);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('cancels a pending withdrawal (money back, pushed live) and lets an admin approve or reject', async () => {
    const p = await newPlayer(server, '2000');
    const other = await newPlayer(server, '0');
    const admin = await server.signInAs('admin');
    await withUserChannel(server, p, async (rt) => {
      const request = async (amount: string) =>
        (
          await json<{ withdrawal: { id: number } }>(
            await server.api('/withdrawals', {
              method: 'POST',
              token: p.token,
              json: { amount, method: 'card', details: '4276 0000 0000 1234' },
            }),
          )
        ).withdrawal.id;
      const a = await request('500.00');
      const b = await request('600.00');
      const c = await request('700.00');
      expect((await wallet(p.token)).balance).toBe('200.00');

      expect((await server.api(`/withdrawals/${a}/cancel`, { method: 'POST', token: other.token })).status).toBe(404);
      const cancelled = await server.api(`/withdrawals/${a}/cancel`, { method: 'POST', token: p.token });
      expect(cancelled.status).toBe(200);
      const body = await json<{ withdrawal: { status: string }; user: { balance: string } }>(cancelled);
      expect(body.withdrawal.status).toBe('cancelled');
      expect(body.user.balance).toBe('700.00');
      expect((await rt.waitFor((f) => f.event === 'WithdrawalStatusChanged')).data).toEqual({
        ...PUSH_STAMP,
        withdrawal: expect.objectContaining({ id: a, status: 'cancelled', amount: '500.00' }),
      });
      expect((await server.api(`/withdrawals/${a}/cancel`, { method: 'POST', token: p.token })).status).toBe(409);

      expect((await server.api(`/admin/withdrawals/${b}/approve`, { method: 'POST', token: p.token })).status).toBe(
        403,
      );
      expect((await server.api(`/admin/withdrawals/${b}/approve`, { method: 'POST', token: admin })).status).toBe(200);
      expect((await server.api(`/withdrawals/${b}/cancel`, { method: 'POST', token: p.token })).status).toBe(409);
      const rejected = await server.api(`/admin/withdrawals/${c}/reject`, { method: 'POST', token: admin });
      expect((await json<{ withdrawal: { status: string } }>(rejected)).withdrawal.status).toBe('rejected');
      await rt.waitFor(
        (f) => f.event === 'WithdrawalStatusChanged' && (f.data as { withdrawal: { id: number } }).withdrawal.id === c,
      );
      expect((await wallet(p.token)).balance).toBe('1400.00');
      expect(balanceAndLedger(server, p.id)).toEqual({ balance: 140_000, ledger: 140_000 });
    });
  });
});

it('never goes negative under 50 concurrent spins and withdrawals, and the balance equals the ledger', async () => {
  const p = await newPlayer(server, '15010');
  forceSpins(server, LOSING_DRAWS);
  const { url } = await json<{ url: string }>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', token: p.token, json: { mode: 'real' } }),
  );
  const requests = Array.from({ length: 50 }, (_, i) =>
    i % 2 === 0
      ? postJson(`${url}/spins`, { stake: '500.00' }, p.token)
      : server.api('/withdrawals', {
          method: 'POST',
          token: p.token,
          json: { amount: '500.00', method: 'card', details: '4276 0000 0000 1234' },
        }),
  );
  const statuses = (await Promise.all(requests)).map((r) => r.status);
  expect(statuses.every((s) => s === 200 || s === 201 || s === 422)).toBe(true);
  // 15010 / 500 = 30 debits fit; the other 20 are refused.
  expect(statuses.filter((s) => s === 422)).toHaveLength(20);
  const { balance, ledger } = balanceAndLedger(server, p.id);
  expect(balance).toBe(1_000);
  expect(ledger).toBe(balance);
  expect((await wallet(p.token)).balance).toBe('10.00');
});

it('backfills one opening ledger entry per existing balance when an older database is migrated', () => {
  const db = new Database(':memory:');
  try {
    db.exec(m001.up);
    db.pragma('user_version = 1');
    db.prepare("INSERT INTO currencies (code, usd_rate, fiat) VALUES ('RUB', '92.50', 1)").run();
    const insert = db.prepare(
      "INSERT INTO users (uuid, email, name, currency_code, balance_minor, referral_code, created_at, updated_at) VALUES (?, ?, 'x', 'RUB', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    );
    insert.run('u1', 'a@example.com', 123_45, 'CODE0001');
    insert.run('u2', 'b@example.com', 0, 'CODE0002');
    migrate(db);
    expect(
      db.prepare('SELECT user_id, amount_minor, kind, balance_after_minor FROM ledger ORDER BY user_id').all(),
    ).toEqual([{ user_id: 1, amount_minor: 123_45, kind: 'opening', balance_after_minor: 123_45 }]);
    // The database itself refuses a negative balance, whatever code path tries it.
    expect(() => db.prepare('UPDATE users SET balance_minor = -1 WHERE id = 1').run()).toThrow(/negative balance/);
  } finally {
    db.close();
  }
});
