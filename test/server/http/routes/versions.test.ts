/**
 * The optional versions that let the SPA tell a newer value from an older one (docs/realtime-client.md, "Ordering"):
 * the balance's version (the latest ledger row id) in GET /auth/user, GET /wallet and BalanceChanged, growing with
 * every balance change; the jackpot counter in GET /jackpots and JackpotsUpdated, growing with every jackpot change.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';
import { newPlayer } from '../../../support/walletFixtures';
import { withUserChannel } from '../../../support/pusherClient';

const server = contractServerForFile({ spaUrl: 'http://spa.test:8080' });

interface Versioned {
  balance: string;
  balance_version: number;
}

it('carries the same balance version in the REST answers and the push, and raises it with every balance change', async () => {
  const p = await newPlayer(server, '100.00');
  const before = (await json<{ user: Versioned }>(await server.api('/auth/user', { token: p.token }))).user;
  expect(before).toEqual(expect.objectContaining({ balance: '100.00', balance_version: expect.any(Number) }));
  expect((await json<Versioned>(await server.api('/wallet', { token: p.token }))).balance_version).toBe(
    before.balance_version,
  );

  await withUserChannel(server, p, async (rt) => {
    await server.domain.rewards.cashReward(p.id, 5_000, 'versions');
    const pushed = (await rt.waitFor((f) => f.event === 'BalanceChanged')).data as Versioned;
    expect(pushed.balance).toBe('150.00');
    expect(pushed.balance_version).toBeGreaterThan(before.balance_version);
    const after = (await json<{ user: Versioned }>(await server.api('/auth/user', { token: p.token }))).user;
    expect(after).toEqual(expect.objectContaining({ balance: '150.00', balance_version: pushed.balance_version }));
  });
});

it('stamps jackpots with a site-wide counter that grows with every tick, in GET /jackpots and JackpotsUpdated alike', async () => {
  type Jackpot = { id: number; version: number };
  const listVersion = (list: Jackpot[]) => Math.max(...list.map((j) => j.version));
  const first = await json<Jackpot[]>(await server.api('/jackpots'));
  expect(first.length).toBeGreaterThan(0);
  for (const j of first) expect(j.version).toEqual(expect.any(Number));
  const pushed = (await server.domain.jackpots.tick(() => 0.5)) as Jackpot[];
  expect(listVersion(pushed)).toBeGreaterThan(listVersion(first));
  const again = await json<Jackpot[]>(await server.api('/jackpots'));
  expect(listVersion(again)).toBe(listVersion(pushed));
});
