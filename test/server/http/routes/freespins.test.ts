/**
 * Free spins are playable: a real-money spin in a game with free spins left is one of them (nothing debited), the
 * pack's counter and the bonus collecting its winnings move and are pushed, and the balance moves only once the
 * free spins are used up.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';
import { balanceAndLedger, forceSpins, LOSING_DRAWS, newPlayer, SEVENS_DRAWS } from '../../../support/walletFixtures';
import { subscribeUser } from '../../../support/pusherClient';

const server = contractServerForFile();

type Freespin = { id: number; game: { slug: string; title: string }; quantity: number; used: number; status: string };
type Bonus = {
  id: number;
  title: string;
  amount: string;
  wager: number;
  wagered: string;
  wager_required: string;
  status: string;
};
type SpinAnswer = { spin: { stake: string; win: string; free?: boolean }; balance: string; freespin?: Freespin };

let GAME = '';
beforeAll(async () => {
  const page = await json<{ data: { slug: string }[] }>(await server.api('/games?per_page=5'));
  GAME = page.data.map((g) => g.slug).find((slug) => slug !== 'european-roulette')!;
});

async function realSession(token: string, slug: string): Promise<string> {
  const res = await server.api(`/games/${slug}/sessions`, { method: 'POST', token, json: { mode: 'real' } });
  expect(res.status).toBe(201);
  return (await json<{ session: { id: string } }>(res)).session.id;
}

async function spin(token: string, session: string, stake = '5.00'): Promise<SpinAnswer> {
  const res = await server.api(`/play/${session}/spins`, { method: 'POST', token, json: { stake } });
  expect(res.status).toBe(200);
  return json<SpinAnswer>(res);
}

it('spends free spins first without charging the balance; wins go to a x35 bonus, not to the balance; then stakes are charged', async () => {
  const player = await newPlayer(server, '100.00');
  await server.domain.rewards.grantFreespins(player.id, GAME, 3);
  const pusher = await subscribeUser(server, player.token, player.uuid);
  try {
    const session = await realSession(player.token, GAME);
    const before = balanceAndLedger(server, player.id);

    forceSpins(server, LOSING_DRAWS);
    const first = await spin(player.token, session);
    expect(first.spin.free).toBe(true);
    expect(first.spin.win).toBe('0.00');
    expect(first.balance).toBe('100.00');
    expect(first.freespin).toEqual(expect.objectContaining({ quantity: 3, used: 1, status: 'active' }));
    await pusher.waitFor(
      (f) => f.event === 'FreespinUpdated' && (f.data as { freespin: Freespin }).freespin.used === 1,
    );

    forceSpins(server, SEVENS_DRAWS);
    const second = await spin(player.token, session);
    // The pack's stake (10.00), 50× on three sevens: 500.00 to the bonus, the balance untouched.
    expect(second.spin).toEqual(expect.objectContaining({ free: true, stake: '10.00', win: '500.00' }));
    expect(second.balance).toBe('100.00');
    const created = await pusher.waitFor((f) => f.event === 'BonusCreatedNotification');
    expect(created.data).toEqual(expect.objectContaining({ amount: '500.00', wager: 35 }));
    await pusher.waitFor((f) => f.event === 'BonusUpdated' && (f.data as { bonus: Bonus }).bonus.amount === '500.00');

    const third = await spin(player.token, session);
    expect(third.freespin).toEqual(expect.objectContaining({ used: 3, status: 'used' }));
    const raised = await pusher.waitFor(
      (f) => f.event === 'BonusUpdated' && (f.data as { bonus: Bonus }).bonus.amount === '1000.00',
    );
    expect((raised.data as { bonus: Bonus }).bonus).toEqual(
      expect.objectContaining({ wager: 35, wager_required: '35000.00', wagered: '0.00', status: 'active' }),
    );
    expect(balanceAndLedger(server, player.id)).toEqual(before);
    expect(pusher.events('BalanceChanged')).toHaveLength(0);

    const bonuses = await json<Bonus[]>(await server.api('/bonuses?status=active', { token: player.token }));
    expect(bonuses).toEqual([expect.objectContaining({ amount: '1000.00', wager: 35 })]);
    const packs = await json<Freespin[]>(await server.api('/freespins', { token: player.token }));
    expect(packs.find((p) => p.game.slug === GAME)).toEqual(expect.objectContaining({ used: 3, status: 'used' }));

    // No free spins left: the stake is charged and the real stake advances the bonus's wager (pushed).
    forceSpins(server, LOSING_DRAWS);
    const paid = await spin(player.token, session, '5.00');
    expect(paid.spin.free).toBeUndefined();
    expect(paid.freespin).toBeUndefined();
    expect(paid.balance).toBe('95.00');
    await pusher.waitFor((f) => f.event === 'BonusUpdated' && (f.data as { bonus: Bonus }).bonus.wagered === '5.00');
    // Free spins are not real-money play: the loss limits count only the paid spin.
    expect(server.domain.repos.gameSessions.realLossSince(player.id, new Date(0).toISOString())).toBe(500);
  } finally {
    pusher.close();
  }
});

it('uses free spins only in their own game, and shows how many are left on the slot page', async () => {
  const player = await newPlayer(server, '50.00');
  await server.domain.rewards.grantFreespins(player.id, GAME, 2);
  forceSpins(server, LOSING_DRAWS);
  const other = await realSession(player.token, 'european-roulette');
  const elsewhere = await spin(player.token, other, '1.00');
  expect(elsewhere.spin.free).toBeUndefined();
  expect(elsewhere.balance).toBe('49.00');

  const session = await realSession(player.token, GAME);
  const page = await server.api(`/play/${session}?lang=ru`, {
    token: player.token,
    headers: { accept: 'text/html' },
  });
  expect(await page.text()).toMatch(/data-testid="slot-freespins">Фриспинов осталось: <span id="free-left">2<\/span>/);
});
