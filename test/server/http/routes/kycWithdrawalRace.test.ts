/**
 * The verification limit holds across API processes: two servers on one database each get a withdrawal that alone
 * fits what an unverified player may still withdraw but together do not. A third connection holds the write lock
 * meanwhile, so both requests are in flight at once; exactly one is accepted (docs/kyc.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startTestContractServer } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { newPlayer, requestWithdrawal } from '../../../support/walletFixtures';

jest.setTimeout(120_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-race-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('accepts one of two racing withdrawals that together pass the 50 000 ₽ limit of an unverified player', async () => {
  const setup = await startTestContractServer({ dataDir });
  const player = await newPlayer(setup, '100000');
  await setup.close();
  const servers = await Promise.all([
    startTestContractServer({ inChildProcess: true, dataDir }),
    startTestContractServer({ inChildProcess: true, dataDir }),
  ]);
  try {
    const lock = new Database(path.join(dataDir, 'contract.sqlite'));
    lock.exec('BEGIN IMMEDIATE');
    const answers = servers.map((s) => requestWithdrawal(s, player.token, '30000.00'));
    // Both requests reach their process and wait for the write lock (each server waits up to 5 s for it).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    lock.exec('COMMIT');
    lock.close();
    const [first, second] = await Promise.all(answers);
    const byStatus = [first, second].sort((x, y) => (x?.status ?? 0) - (y?.status ?? 0));
    expect(byStatus.map((r) => r?.status)).toEqual([201, 422]);
    const refusal = await json<{ message: string; errors: Record<string, string[]> }>(byStatus[1] as Response);
    expectLaravelError(refusal);
    expect(refusal.errors.amount?.[0]).toMatch(/\(20\s000,00\s₽ left\)/);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
});
