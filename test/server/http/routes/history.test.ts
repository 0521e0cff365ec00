/**
 * The account history over real HTTP: every kind of balance movement a player makes shows up once, newest first,
 * with a running balance that ends at the wallet's; kinds, days and pages narrow it; `format=csv` downloads the
 * same rows; bad filters are 422.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import {
  balanceAndLedger,
  forceSpins,
  newPlayer,
  requestWithdrawal,
  SEVENS_DRAWS,
} from '../../../support/walletFixtures';
import { zoneWhereTodayDiffers } from '../../../support/timeZones';

const server = contractServerForFile();

type Entry = {
  id: number;
  kind: string;
  amount: string;
  currency_code: string;
  balance: string;
  description: string;
  created_at: string;
};
type HistoryPage = {
  data: Entry[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
};

const history = async (token: string, query = ''): Promise<HistoryPage> => {
  const res = await server.api(`/wallet/history${query}`, { token });
  expect(res.status).toBe(200);
  return json<HistoryPage>(res);
};
const cents = (money: string): number => Math.round(Number(money) * 100);

/** A player with one movement of every kind: prize, deposit, bet and win, bonus, free-spin win, withdrawal (forfeiting the bonus), refund. */
async function playerWithEveryMovement() {
  const player = await newPlayer(server, '100.00');
  const { token, id } = player;
  const games = await json<{ data: { slug: string; title: string }[] }>(await server.api('/games?per_page=5'));
  const game = games.data.find((g) => g.slug !== 'european-roulette')!;

  const created = await server.api('/payments', { method: 'POST', token, json: { amount: '500.00', method: 'card' } });
  const deposit = await json<{ payment: { id: number }; redirect_url: string }>(created);
  expect([created.status, deposit]).toEqual([201, expect.anything()]);
  const url = new URL(deposit.redirect_url);
  await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', signature: url.searchParams.get('signature') ?? '' }).toString(),
  });

  const session = await json<{ session: { id: string } }>(
    await server.api(`/games/${game.slug}/sessions`, { method: 'POST', token, json: { mode: 'real' } }),
  );
  forceSpins(server, SEVENS_DRAWS);
  const spin = await server.api(`/play/${session.session.id}/spins`, {
    method: 'POST',
    token,
    json: { stake: '1.00' },
  });
  expect(spin.status).toBe(200);

  // A free spin's win waits in its own bonus; it reaches the balance (and the history) once that bonus is wagered.
  await server.domain.rewards.grantFreespins(id, game.slug, 1);
  expect(
    (await server.api(`/play/${session.session.id}/spins`, { method: 'POST', token, json: { stake: '1.00' } })).status,
  ).toBe(200);
  const { bonus_id: freespinBonus } = server.db.prepare('SELECT bonus_id FROM freespins WHERE user_id = ?').get(id) as {
    bonus_id: number;
  };
  await server.domain.rewards.fulfilBonus(freespinBonus);

  await server.domain.rewards.grantBonus(id, 'Welcome', 2000, 30);
  const withdrawal = await requestWithdrawal(server, token, '500.00', { forfeit_bonus: true });
  const answer = await json<{ withdrawal: { id: number } }>(withdrawal);
  expect([withdrawal.status, answer]).toEqual([201, expect.objectContaining({ withdrawal: expect.anything() })]);
  const w = answer.withdrawal;
  expect((await server.api(`/withdrawals/${w.id}/cancel`, { method: 'POST', token })).status).toBe(200);
  return { ...player, game, paymentId: deposit.payment.id, withdrawalId: w.id };
}

describe('GET /wallet/history', () => {
  let player: Awaited<ReturnType<typeof playerWithEveryMovement>>;
  beforeAll(async () => {
    player = await playerWithEveryMovement();
  });

  it('lists every movement newest first, described, with a running balance that ends at the wallet balance', async () => {
    const page = await history(player.token, '?per_page=50');
    expect(page.data.map((e) => e.kind)).toEqual([
      'withdrawal_refund',
      'withdrawal',
      'bonus_forfeit',
      'bonus',
      'freespin_win',
      'spin_win',
      'spin_stake',
      'deposit',
      'cash_reward',
    ]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 50, total: 9, last_page: 1 });
    const wallet = await json<{ balance: string }>(await server.api('/wallet', { token: player.token }));
    expect(page.data[0]?.balance).toBe(wallet.balance);
    // Each row's balance is the one below it plus its own amount; the oldest starts from zero.
    page.data.forEach((e, i) => {
      const below = page.data[i + 1];
      expect(cents(e.balance)).toBe((below ? cents(below.balance) : 0) + cents(e.amount));
      expect(e.currency_code).toBe('RUB');
    });
    const balance = balanceAndLedger(server, player.id);
    expect(balance.balance).toBe(balance.ledger);
    const byKind = Object.fromEntries(page.data.map((e) => [e.kind, e]));
    expect(byKind.deposit).toEqual(
      expect.objectContaining({ amount: '500.00', description: `Deposit #${player.paymentId}, card` }),
    );
    expect(byKind.spin_stake).toEqual(
      expect.objectContaining({ amount: '-1.00', description: `Bet in ${player.game.title}` }),
    );
    expect(byKind.spin_win?.description).toBe(`Win in ${player.game.title}`);
    expect(byKind.freespin_win?.description).toBe(`Free-spin winnings in ${player.game.title}`);
    expect(byKind.bonus).toEqual(expect.objectContaining({ amount: '20.00', description: 'Bonus “Welcome” granted' }));
    expect(byKind.bonus_forfeit).toEqual(
      expect.objectContaining({ amount: '-20.00', description: 'Bonus “Welcome” forfeited' }),
    );
    expect(byKind.withdrawal).toEqual(
      expect.objectContaining({ amount: '-500.00', description: `Withdrawal #${player.withdrawalId}` }),
    );
    expect(byKind.cash_reward?.description).toBe('Cash prize: test funds');
  });

  it("describes movements in the player's language", async () => {
    const saved = await server.api('/profile', { method: 'PATCH', token: player.token, json: { locale: 'ru' } });
    expect(saved.status).toBe(200);
    try {
      const ru = await history(player.token, '?kind=deposit&kind=bonus_forfeit');
      expect(ru.data.map((e) => e.description)).toEqual([
        'Бонус «Welcome» сгорел',
        `Пополнение №${player.paymentId}, карта`,
      ]);
    } finally {
      await server.api('/profile', { method: 'PATCH', token: player.token, json: { locale: 'en' } });
    }
  });

  it('narrows by kinds, days and pages', async () => {
    const bets = await history(player.token, '?kind=spin_stake&kind=spin_win');
    expect(bets.data.map((e) => e.kind)).toEqual(['spin_win', 'spin_stake']);
    const one = await history(player.token, '?kind=deposit');
    expect(one.data.map((e) => e.kind)).toEqual(['deposit']);

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await history(player.token, `?from=${today}&to=${today}`)).meta.total).toBe(9);
    expect((await history(player.token, `?to=${yesterday}`)).data).toEqual([]);
    expect((await history(player.token, `?from=${today}`)).meta.total).toBe(9);

    const second = await history(player.token, '?per_page=4&page=2');
    expect(second.meta).toEqual({ current_page: 2, per_page: 4, total: 9, last_page: 3 });
    expect(second.data.map((e) => e.kind)).toEqual(['freespin_win', 'spin_win', 'spin_stake', 'deposit']);
  });

  it("reads the days in the player's time zone, where today is another day than in UTC", async () => {
    const { zone, offset, today: localToday } = zoneWhereTodayDiffers();
    const utcToday = new Date().toISOString().slice(0, 10);
    expect(localToday).not.toBe(utcToday);
    const tz = encodeURIComponent(zone);
    expect((await history(player.token, `?from=${localToday}&to=${localToday}&tz=${tz}`)).meta.total).toBe(9);
    expect((await history(player.token, `?from=${utcToday}&to=${utcToday}&tz=${tz}`)).meta.total).toBe(0);

    const csv = await server.api(`/wallet/history?format=csv&kind=deposit&tz=${tz}`, { token: player.token });
    const [, row] = (await csv.text()).trimEnd().split('\r\n');
    expect(row).toMatch(new RegExp(`^${localToday}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}\\${offset},deposit,`));
  });

  it('downloads the filtered rows of every page as CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await server.api(`/wallet/history?format=csv&per_page=1&kind=deposit&kind=withdrawal&from=${today}`, {
      token: player.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="history-${today}.csv"`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('date,kind,description,amount,currency,balance');
    const rows = await history(player.token, '?kind=deposit&kind=withdrawal');
    expect(rows.data).toHaveLength(2);
    expect(lines.slice(1)).toEqual(
      rows.data.map((e) => {
        const description = e.description.includes(',') ? `"${e.description}"` : e.description;
        // Without `tz` the dates are UTC's, written with their offset.
        const date = e.created_at.replace(/Z$/, '+00:00');
        return `${date},${e.kind},${description},${e.amount},RUB,${e.balance}`;
      }),
    );
  });

  it('refuses unknown kinds, malformed days and a range that ends before it starts, in the Laravel shape', async () => {
    for (const [query, field] of [
      ['?kind=jackpot', 'kind.0'],
      ['?from=2026-13-01', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'from'],
      ['?format=pdf', 'format'],
      ['?tz=Mars/Olympus_Mons', 'tz'],
    ] as const) {
      const res = await server.api(`/wallet/history${query}`, { token: player.token });
      expect(res.status).toBe(422);
      const body = await json<{ errors: Record<string, string[]> }>(res);
      expectLaravelError(body);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
    expect((await server.api('/wallet/history')).status).toBe(401);
  });

  it("shows another player's movements to no one", async () => {
    const other = await newPlayer(server, '0');
    expect((await history(other.token)).data).toEqual([]);
  });
});
