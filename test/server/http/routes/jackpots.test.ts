/**
 * Jackpots over real HTTP and the real realtime server (docs/jackpots.md): each lists how many games carry it and
 * the lobby filters by it; a win pays the winner (cash prize, balance), shows in the feed on `common` as a jackpot
 * win, restarts the jackpot from its seed amount, and is listed among its winners; a paid spin wins one when its
 * jackpot draw falls in the game's windows.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { connectPusher, withUserChannel } from '../../../support/pusherClient';
import { balanceAndLedger, forceSpins, LOSING_DRAWS, newPlayer } from '../../../support/walletFixtures';
import { JACKPOT_DRAW_RANGE } from '../../../../server/domain/jackpots';

const server = contractServerForFile();

interface Jackpot {
  id: number;
  name: string;
  amount: string;
  currency_code: string;
}
interface Detail {
  jackpot: Jackpot;
  games_count: number;
  winners: { kind: string; amount: string; currency_code: string; game: { slug: string } }[];
}
interface GamesPage {
  data: { id: number; slug: string; tags: { slug: string }[] }[];
  meta: { total: number };
}

const jackpots = async () => json<Jackpot[]>(await server.api('/jackpots'));
const detail = async (id: number) => json<Detail>(await server.api(`/jackpots/${id}`));
const gamesOf = async (id: number) => json<GamesPage>(await server.api(`/games?jackpot=${id}&per_page=100`));

it('lists each jackpot’s games, which the lobby filters by; the largest is carried by fewer games', async () => {
  const list = await jackpots();
  const mega = list.find((j) => j.name === 'Mega');
  const mini = list.find((j) => j.name === 'Mini');
  if (!mega || !mini) throw new Error('seeded jackpots missing');
  const [megaDetail, miniDetail] = await Promise.all([detail(mega.id), detail(mini.id)]);
  expect(megaDetail.games_count).toBeGreaterThan(0);
  expect(megaDetail.games_count).toBeLessThan(miniDetail.games_count);
  const games = await gamesOf(mega.id);
  expect(games.meta.total).toBe(megaDetail.games_count);
  for (const game of games.data) expect(game.tags.map((t) => t.slug)).toContain('jackpot');
  const all = await json<GamesPage>(await server.api('/games?per_page=1'));
  expect(all.meta.total).toBeGreaterThan(games.meta.total);

  expect((await server.api('/jackpots/9999')).status).toBe(404);
  const bad = await server.api('/games?jackpot=abc');
  expect(bad.status).toBe(422);
  expectLaravelError(await bad.json());
});

it('pays a win to the winner, shows it on common, restarts the jackpot and lists the winner', async () => {
  const mini = (await jackpots()).find((j) => j.name === 'Mini');
  if (!mini) throw new Error('seeded jackpots missing');
  const game = (await gamesOf(mini.id)).data[0];
  if (!game) throw new Error('no eligible game');
  await server.domain.jackpots.tick(() => 0.5);
  const grown = (await jackpots()).find((j) => j.id === mini.id);
  expect(grown?.amount).not.toBe('350.00');
  const player = await newPlayer(server, '0');
  const common = await connectPusher(server.realtime.port, server.realtime.key);
  common.send({ event: 'pusher:subscribe', data: { channel: 'common' } });
  await common.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'common');
  try {
    await withUserChannel(server, player, async (channel) => {
      await server.domain.jackpots.award(mini.id, player.id, game.id);
      const prize = await channel.waitFor((f) => f.event === 'CashRewardNotification');
      expect(prize.data).toEqual(expect.objectContaining({ description: 'Mini jackpot', currency_code: 'RUB' }));
      const balance = await channel.waitFor((f) => f.event === 'BalanceChanged');
      expect((balance.data as { balance: string }).balance).toBe((prize.data as { amount: string }).amount);
    });
    const fed = await common.waitFor((f) => f.event === 'WinRecorded');
    expect(fed.data).toEqual(
      expect.objectContaining({ win: expect.objectContaining({ kind: 'jackpot', currency_code: 'RUB' }) }),
    );
    const updated = await common.waitFor((f) => f.event === 'JackpotsUpdated');
    const restarted = (updated.data as { jackpots: Jackpot[] }).jackpots.find((j) => j.id === mini.id);
    expect(restarted?.amount).toBe('350.00');
  } finally {
    common.close();
  }
  const after = await detail(mini.id);
  expect(after.jackpot.amount).toBe('350.00');
  expect(after.winners[0]).toEqual(
    expect.objectContaining({ kind: 'jackpot', game: expect.objectContaining({ slug: game.slug }) }),
  );
});

it('refuses a game that does not carry the jackpot', async () => {
  const mega = (await jackpots()).find((j) => j.name === 'Mega');
  if (!mega) throw new Error('seeded jackpots missing');
  const carried = new Set((await gamesOf(mega.id)).data.map((g) => g.id));
  const other = (await json<GamesPage>(await server.api('/games?per_page=100'))).data.find((g) => !carried.has(g.id));
  const player = await newPlayer(server, '0');
  await expect(server.domain.jackpots.award(mega.id, player.id, other?.id ?? 0)).rejects.toThrow(
    /cannot be won in that game|нельзя выиграть/,
  );
});

it('a paid spin whose jackpot draw is 0 wins the smallest jackpot its game carries, credited like any award', async () => {
  const mini = (await jackpots()).find((j) => j.name === 'Mini');
  if (!mini) throw new Error('seeded jackpots missing');
  const carried = new Set((await gamesOf(mini.id)).data.map((g) => g.slug));
  const all = (await json<GamesPage>(await server.api('/games?per_page=100'))).data;
  const game = all.find((g) => carried.has(g.slug) && g.slug !== 'european-roulette');
  const plain = all.find((g) => !carried.has(g.slug) && g.slug !== 'european-roulette');
  if (!game || !plain) throw new Error('seeded games missing');
  await server.domain.jackpots.tick(() => 0.5);
  const player = await newPlayer(server, '100.00');
  const spin = async (slug: string, draw: number) => {
    const opened = await server.api(`/games/${slug}/sessions`, {
      method: 'POST',
      token: player.token,
      json: { mode: 'real' },
    });
    const { session } = await json<{ session: { id: string } }>(opened);
    forceSpins(server, LOSING_DRAWS);
    server.domain.play.jackpotDraw = () => draw;
    const res = await server.api(`/play/${session.id}/spins`, {
      method: 'POST',
      token: player.token,
      json: { stake: '5.00' },
    });
    expect(res.status).toBe(200);
    return (await json<{ balance: string }>(res)).balance;
  };
  try {
    // Outside every window, or on a game that carries no jackpot: a plain losing spin.
    expect(await spin(game.slug, JACKPOT_DRAW_RANGE - 1)).toBe('95.00');
    expect(await spin(plain.slug, 0)).toBe('90.00');
    expect((await detail(mini.id)).winners.some((w) => w.game.slug === plain.slug)).toBe(false);

    const balance = await withUserChannel(server, player, async (channel) => {
      const answer = await spin(game.slug, 0);
      const prize = await channel.waitFor((f) => f.event === 'CashRewardNotification');
      expect(prize.data).toEqual(expect.objectContaining({ description: 'Mini jackpot', currency_code: 'RUB' }));
      expect(Number(answer)).toBeCloseTo(85 + Number((prize.data as { amount: string }).amount), 2);
      return answer;
    });
    const { balance: minor, ledger } = balanceAndLedger(server, player.id);
    expect(minor).toBe(ledger);
    expect((minor / 100).toFixed(2)).toBe(balance);
    const after = await detail(mini.id);
    expect(after.jackpot.amount).toBe('350.00');
    expect(after.winners[0]).toEqual(
      expect.objectContaining({ kind: 'jackpot', game: expect.objectContaining({ slug: game.slug }) }),
    );
  } finally {
    server.domain.play.jackpotDraw = () => JACKPOT_DRAW_RANGE - 1;
  }
});
