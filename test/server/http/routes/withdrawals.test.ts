/**
 * Withdrawals over real HTTP: bonus money that cannot be withdrawn, the player's cancel and the admin's decisions
 * (pushed live), the ledger staying equal to the balance under 50 concurrent spins and withdrawals, and the opening
 * ledger entry an older database gets when migrated.
 */
import type { Wallet } from '../../../../src/api/types';
import { contractServerForFile } from '../../../support/contractServer';
import { json, snapshot } from '../../../support/contractServerHelpers';
import { expectPush, withUserChannel } from '../../../support/pusherClient';
import {
  LOSING_DRAWS,
  balanceAndLedger,
  forceSpins,
  newPlayer,
  postJson,
  requestWithdrawal,
} from '../../../support/walletFixtures';
import Database from 'better-sqlite3';
import { migrate } from '../../../../server/db/connection';
import * as m001 from '../../../../server/db/migrations/001_initial';

const server = contractServerForFile({ spaUrl: 'http://spa.test:8080' });

const wallet = async (token: string): Promise<Wallet> => json<Wallet>(await server.api('/wallet', { token }));

describe('bonus money and withdrawals', () => {
  it('keeps active bonus money out of the withdrawable balance until it is wagered', async () => {
    const p = await newPlayer(server, '1000');
    await server.domain.rewards.grantBonus(p.id, 'Тестовый бонус', 50_000, 2);
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '1500.00', bonus_balance: '500.00', withdrawable: '1000.00' }),
    );

    const before = snapshot(server.db);
    const tooMuch = await requestWithdrawal(server, p.token, '1000.01');
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
    const ok = await requestWithdrawal(server, p.token, '500.00');
    expect(ok.status).toBe(201);
    expect(balanceAndLedger(server, p.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('cancels a pending withdrawal (money back, pushed live) and lets an admin approve or reject', async () => {
    const p = await newPlayer(server, '2000');
    const other = await newPlayer(server, '0');
    const admin = await server.signInAs('admin');
    await withUserChannel(server, p, async (rt) => {
      const request = async (amount: string) =>
        (await json<{ withdrawal: { id: number } }>(await requestWithdrawal(server, p.token, amount))).withdrawal.id;
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
      await expectPush(rt, 'WithdrawalStatusChanged', {
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
    i % 2 === 0 ? postJson(`${url}/spins`, { stake: '500.00' }, p.token) : requestWithdrawal(server, p.token, '500.00'),
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
      `INSERT INTO users (uuid, email, name, currency_code, balance_minor, referral_code, created_at, updated_at)
       VALUES (?, ?, 'x', 'RUB', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
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
