/**
 * The wallet over real HTTP: deposits through the stand-in provider (page, approve, decline, abandon, callback
 * idempotency and signatures) and the per-currency deposit bounds. Withdrawals and the ledger: withdrawals.test.ts.
 */
import type { Payment, Wallet } from '../../../../src/api/types';
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { expectPush, withUserChannel } from '../../../support/pusherClient';
import { balanceAndLedger, newPlayer, signedCallback } from '../../../support/walletFixtures';
import { providerCallbackSignature } from '../../../../server/domain/paymentProvider';

const server = contractServerForFile({ spaUrl: 'http://spa.test:8080' });

const wallet = async (token: string): Promise<Wallet> => json<Wallet>(await server.api('/wallet', { token }));
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
      await expectPush(rt, 'PaymentFulfilled', {
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
      await expectPush(rt, 'PaymentDeclined', {
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
