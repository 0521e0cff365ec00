/**
 * The rewards claim centre over real HTTP and the real realtime server (docs/rewards-claims.md): losing real-money
 * spins accrue rakeback (daily, share of stakes) and cashback (weekly, share of net loss) at the loyalty level's rates;
 * an ended period is claimed once, credited through the ledger and pushed; a second claim is a 422.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { domainClockForFile, expectLaravelError, json } from '../../../support/contractServerHelpers';
import { LOSING_DRAWS, forceSpins, newPlayer } from '../../../support/walletFixtures';
import { withUserChannel } from '../../../support/pusherClient';

const server = contractServerForFile();
const clock = domainClockForFile(server);

interface Program {
  id: string;
  rate: string;
  level: string;
  accruing: { base: string; amount: string; claimable_at: string };
  claimable: { base: string; amount: string; period_start: string } | null;
  last_claim: { amount: string } | null;
}

const programs = async (token: string) => {
  const res = await server.api('/rewards', { token });
  expect(res.status).toBe(200);
  const body = await json<{ programs: Program[] }>(res);
  return Object.fromEntries(body.programs.map((p) => [p.id, p])) as Record<'rakeback' | 'cashback', Program>;
};

async function losingSpin(token: string, stake: string): Promise<void> {
  const { session } = await json<{ session: { id: string } }>(
    await server.api('/games/european-roulette/sessions', { method: 'POST', token, json: { mode: 'real' } }),
  );
  forceSpins(server, LOSING_DRAWS);
  const res = await server.api(`/play/${session.id}/spins`, { method: 'POST', token, json: { stake } });
  expect(res.status).toBe(200);
}

it('accrues cashback on losing spins at the level’s rate, claims an ended week once, pushed', async () => {
  const player = await newPlayer(server, '1000.00');
  // Bronze: 3% cashback, 0.20% rakeback.
  server.domain.repos.users.update(player.id, { loyalty_points: 600 });
  await losingSpin(player.token, '100.00');
  await losingSpin(player.token, '200.00');
  const now = await programs(player.token);
  expect(now.cashback).toEqual(
    expect.objectContaining({ rate: '3.00', accruing: expect.objectContaining({ base: '300.00', amount: '9.00' }) }),
  );
  expect(now.rakeback.accruing).toEqual(expect.objectContaining({ base: '300.00', amount: '0.60' }));
  expect(now.cashback.claimable).toBeNull();
  const early = await server.api('/rewards/cashback/claim', { method: 'POST', token: player.token });
  expect(early.status).toBe(422);

  // The week ends.
  clock.travel(Date.parse(now.cashback.accruing.claimable_at) - Date.now() + 60_000);
  const later = await programs(player.token);
  expect(later.cashback.claimable).toEqual(expect.objectContaining({ base: '300.00', amount: '9.00' }));
  expect(later.cashback.accruing.amount).toBe('0.00');

  await withUserChannel(server, player, async (channel) => {
    const res = await server.api('/rewards/cashback/claim', { method: 'POST', token: player.token });
    expect(res.status).toBe(200);
    const claimed = await json<Program>(res);
    expect(claimed.claimable).toBeNull();
    expect(claimed.last_claim).toEqual(expect.objectContaining({ amount: '9.00' }));
    const push = await channel.waitFor((f) => f.event === 'CashRewardNotification');
    expect(push.data).toEqual(expect.objectContaining({ amount: '9.00', description: 'Weekly cashback' }));
    await channel.waitFor((f) => f.event === 'BalanceChanged');
  });
  const again = await server.api('/rewards/cashback/claim', { method: 'POST', token: player.token });
  expect(again.status).toBe(422);
  const body = await again.json();
  expectLaravelError(body);
  expect((body as { errors: { program: string[] } }).errors.program[0]).toMatch(/already been claimed/);
  const me = await json<{ user: { balance: string } }>(await server.api('/auth/user', { token: player.token }));
  expect(me.user.balance).toBe('709.00');
  // One claim row and one cash prize in the ledger, whose reference is the claim's notification.
  const db = server.db;
  const claims = db.prepare('SELECT program, amount_minor, notification_id FROM reward_claims WHERE user_id = ?');
  const rows = claims.all(player.id) as { program: string; amount_minor: number; notification_id: number }[];
  expect(rows).toEqual([expect.objectContaining({ program: 'cashback', amount_minor: 900 })]);
  const prizes = db.prepare(
    "SELECT amount_minor FROM ledger WHERE user_id = ? AND kind = 'cash_reward' AND ref_type = 'notification' AND ref_id = ?",
  );
  expect(prizes.all(player.id, String(rows[0]?.notification_id))).toEqual([{ amount_minor: 900 }]);
});

it('claims two requests at once only once', async () => {
  const player = await newPlayer(server, '1000.00');
  await losingSpin(player.token, '500.00');
  const now = await programs(player.token);
  // A newcomer's 0.10% rakeback of 500.00.
  expect(now.rakeback.accruing.amount).toBe('0.50');
  clock.travel(Date.parse(now.rakeback.accruing.claimable_at) - Date.now() + 60_000);
  const answers = await Promise.all(
    [1, 2, 3].map(() => server.api('/rewards/rakeback/claim', { method: 'POST', token: player.token })),
  );
  expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422]);
});

it('refuses an unknown program and a guest', async () => {
  const player = await newPlayer(server, '0');
  const unknown = await server.api('/rewards/jackpot/claim', { method: 'POST', token: player.token });
  expect(unknown.status).toBe(422);
  expectLaravelError(await unknown.json());
  expect((await server.api('/rewards')).status).toBe(401);
});
