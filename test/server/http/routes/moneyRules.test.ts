/**
 * The money rules a player notices, over real HTTP: bonus money that was lost stops locking their own money, bonuses
 * expire (and take what is left of their money with them), a withdrawal that ends a bonus must be confirmed, the
 * minimum withdrawal, the wallet's bonus money agreeing with the bonuses list, and the provider's callbacks (signed
 * over amount, currency and time; a fulfilment the site will not credit ends as a recorded refund).
 */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { json, snapshot } from '../../../support/contractServerHelpers';
import {
  LOSING_DRAWS,
  balanceAndLedger,
  excludeSelf,
  forceSpins,
  newPlayer,
  postJson,
  signedCallback,
  requestWithdrawal,
} from '../../../support/walletFixtures';
import { providerCallbackSignature } from '../../../../server/domain/paymentProvider';
import { hmacSha256 } from '../../../../server/lib/crypto';

const server = contractServerForFile();
const demo = demoTokensForFile(server, 'player');

interface WalletDto {
  balance: string;
  bonus_balance: string;
  withdrawable: string;
  bonus_forfeit: string;
  min_withdrawal: string;
}
interface Bonus {
  id: number;
  amount: string;
  remaining: string;
  status: string;
}
interface Errors {
  errors: Record<string, string[]>;
}
interface Payment {
  id: number;
  status: string;
  refund_reason?: string;
}

const wallet = async (token: string): Promise<WalletDto> => json<WalletDto>(await server.api('/wallet', { token }));
const bonusRow = (id: number) =>
  server.db.prepare('SELECT status, remaining_minor FROM bonuses WHERE id = ?').get(id) as {
    status: string;
    remaining_minor: number;
  };
const startDeposit = async (token: string, amount: string): Promise<Payment> => {
  const res = await server.api('/payments', { method: 'POST', token, json: { amount, method: 'card' } });
  expect(res.status).toBe(201);
  return (await json<{ payment: Payment }>(res)).payment;
};
const callback = (body: object) => server.api('/payments/callback', { method: 'POST', json: body });

/** A new player with `own` of their own money and a bonus of `bonusMinor` (wager x35, for 14 days). */
async function playerWithBonus(own: string, bonusMinor: number) {
  const p = await newPlayer(server, own);
  return { p, bonus: await server.domain.rewards.grantBonus(p.id, 'Тестовый бонус', bonusMinor, 35) };
}

/** Loses `times` real spins of `stake` each. */
async function loseSpins(token: string, stake: string, times: number): Promise<void> {
  forceSpins(server, LOSING_DRAWS);
  const { url } = await json<{ url: string }>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', token, json: { mode: 'real' } }),
  );
  for (let i = 0; i < times; i++) expect((await postJson(`${url}/spins`, { stake }, token)).status).toBe(200);
}

const realNow = Date.now;
afterEach(() => {
  server.domain.clock.now = () => realNow();
});

describe('bonus money', () => {
  // First: the expiry test below moves the clock past the demo bonuses' end.
  it("makes the demo player's wallet bonus money the sum of the active bonuses in their list", async () => {
    const list = await json<Bonus[]>(await server.api('/bonuses?status=active', { token: demo.player }));
    const sum = list.reduce((total, b) => total + Number(b.remaining), 0);
    expect(sum).toBe(1500);
    expect(await wallet(demo.player)).toEqual(
      expect.objectContaining({ balance: '1000.00', bonus_balance: '1500.00', withdrawable: '1000.00' }),
    );
  });

  it('locks only the bonus money still left: a lost bonus does not lock a later deposit', async () => {
    const { p, bonus } = await playerWithBonus('0', 100_000);
    await loseSpins(p.token, '500.00', 2);
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '0.00', bonus_balance: '0.00', withdrawable: '0.00' }),
    );

    await server.domain.deposits.creditPayment(p.id, 60_000);
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({
        balance: '600.00',
        bonus_balance: '0.00',
        withdrawable: '600.00',
        bonus_forfeit: '0.00',
      }),
    );
    const list = await json<Bonus[]>(await server.api('/bonuses', { token: p.token }));
    expect(list.find((b) => b.id === bonus.id)).toEqual(
      expect.objectContaining({ status: 'active', amount: '1000.00', remaining: '0.00' }),
    );
    // Nothing of the bonus is left to forfeit, so the withdrawal needs no confirmation.
    expect((await requestWithdrawal(server, p.token, '600.00')).status).toBe(201);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("spends bonus money last: a loss smaller than the player's own money leaves the bonus whole", async () => {
    const { p, bonus } = await playerWithBonus('1000', 50_000);
    await loseSpins(p.token, '300.00', 4);
    // 1500 − 1200 = 300 left: the own 1000 and 200 of the bonus are gone.
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '300.00', bonus_balance: '300.00', withdrawable: '0.00' }),
    );
    expect(bonusRow(bonus.id)).toEqual({ status: 'active', remaining_minor: 30_000 });
  });

  it('expires a bonus whose time ran out and takes what is left of its money out of the balance', async () => {
    const { p, bonus } = await playerWithBonus('1000', 50_000);
    server.domain.clock.now = () => realNow() + 15 * 86_400_000;
    expect(await server.domain.bonusMoney.expireDue()).toBeGreaterThanOrEqual(1);
    expect(bonusRow(bonus.id)).toEqual({ status: 'expired', remaining_minor: 0 });
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '1000.00', bonus_balance: '0.00', withdrawable: '1000.00' }),
    );
    const forfeit = server.db
      .prepare("SELECT amount_minor FROM ledger WHERE user_id = ? AND kind = 'bonus_forfeit'")
      .all(p.id);
    expect(forfeit).toEqual([{ amount_minor: -50_000 }]);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it('asks the player to confirm a withdrawal that ends an active bonus, naming the bonus money it removes', async () => {
    const { p, bonus } = await playerWithBonus('1000', 50_000);
    expect((await wallet(p.token)).bonus_forfeit).toBe('500.00');

    const before = snapshot(server.db);
    const unconfirmed = await requestWithdrawal(server, p.token, '600.00');
    expect(unconfirmed.status).toBe(422);
    expect((await json<Errors>(unconfirmed)).errors.forfeit_bonus?.[0]).toMatch(/500,00\u00a0₽ of bonus money/);
    expect(snapshot(server.db)).toEqual(before);

    expect((await requestWithdrawal(server, p.token, '600.00', { forfeit_bonus: true })).status).toBe(201);
    expect(bonusRow(bonus.id)).toEqual({ status: 'expired', remaining_minor: 0 });
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '400.00', bonus_balance: '0.00', withdrawable: '400.00' }),
    );
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 40_000, ledger: 40_000 });
  });

  it('refuses a withdrawal below the min_withdrawal setting and states the minimum in the wallet', async () => {
    const p = await newPlayer(server, '1000');
    expect((await wallet(p.token)).min_withdrawal).toBe('500.00');
    const before = snapshot(server.db);
    const small = await requestWithdrawal(server, p.token, '1.00');
    expect(small.status).toBe(422);
    expect((await json<Errors>(small)).errors.amount?.[0]).toBe('The smallest withdrawal is 500,00\u00a0₽.');
    expect(snapshot(server.db)).toEqual(before);
    expect((await requestWithdrawal(server, p.token, '500.00')).status).toBe(201);
  });
});

describe('the payment provider', () => {
  it('refunds a deposit approved after the player excluded themselves, and records why', async () => {
    const p = await newPlayer(server, '0');
    const payment = await startDeposit(p.token, '300.00');
    expect((await excludeSelf(server, p.token, { months: 6 })).status).toBe(200);

    const res = await callback(signedCallback(server, payment.id, 'fulfilled'));
    expect(res.status).toBe(200);
    expect((await json<{ payment: Payment }>(res)).payment).toEqual(
      expect.objectContaining({ status: 'refunded', refund_reason: 'excluded' }),
    );
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 0, ledger: 0 });
    // The provider's retry gets the same answer.
    expect((await callback(signedCallback(server, payment.id, 'fulfilled'))).status).toBe(200);
  });

  it('ends a fulfilment refused for a deposit limit as a recorded refund, and answers the retry unchanged', async () => {
    const p = await newPlayer(server, '0');
    expect(
      (
        await server.api('/responsible-gaming/limits', {
          method: 'PUT',
          token: p.token,
          json: { type: 'deposit', period: 'day', amount: '500.00' },
        })
      ).status,
    ).toBe(200);
    const first = await startDeposit(p.token, '400.00');
    const second = await startDeposit(p.token, '400.00');
    expect((await callback(signedCallback(server, first.id, 'fulfilled'))).status).toBe(200);
    const refused = await callback(signedCallback(server, second.id, 'fulfilled'));
    expect((await json<{ payment: Payment }>(refused)).payment).toEqual(
      expect.objectContaining({ status: 'refunded', refund_reason: 'deposit_limit' }),
    );
    const retry = await callback(signedCallback(server, second.id, 'fulfilled'));
    expect(retry.status).toBe(200);
    expect((await json<{ payment: Payment }>(retry)).payment.status).toBe('refunded');
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 40_000, ledger: 40_000 });
  });

  it('refuses a callback signed over the id and status only, an old one, and one for another amount', async () => {
    const p = await newPlayer(server, '0');
    const payment = await startDeposit(p.token, '300.00');
    const before = snapshot(server.db);

    const idAndStatusOnly = {
      ...signedCallback(server, payment.id, 'fulfilled'),
      signature: hmacSha256(server.domain.deposits.providerSecret, `${payment.id}:fulfilled`),
    };
    expect((await callback(idAndStatusOnly)).status).toBe(403);
    const old = signedCallback(server, payment.id, 'fulfilled', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await callback(old)).status).toBe(403);
    const otherAmount = signedCallback(server, payment.id, 'fulfilled', { amount: '3000.00' });
    const res = await callback(otherAmount);
    expect(res.status).toBe(422);
    expect(Object.keys((await json<Errors>(res)).errors)).toEqual(['amount']);
    // Tampering with a signed field breaks the signature.
    const genuine = signedCallback(server, payment.id, 'fulfilled');
    expect((await callback({ ...genuine, amount: '30.00' })).status).toBe(403);
    expect(providerCallbackSignature('x', genuine)).not.toBe(genuine.signature);
    expect(snapshot(server.db)).toEqual(before);

    expect((await callback(genuine)).status).toBe(200);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 30_000, ledger: 30_000 });
  });
});
