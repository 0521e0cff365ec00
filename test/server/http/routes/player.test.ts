/** The signed-in player's endpoints over real HTTP. */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { signInThroughApi } from '../../../support/signUp';
import { requestWithdrawal } from '../../../support/walletFixtures';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player');

const PLAYER_ONLY = [
  '/bonuses',
  '/freespins',
  '/loyalty',
  '/notifications',
  '/notifications/unread-count',
  '/withdrawals',
];

it('requires sign-in for every player endpoint', async () => {
  for (const path of PLAYER_ONLY) {
    const res = await server.api(path);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Unauthenticated.' });
  }
});

describe('bonuses and freespins', () => {
  it('lists active and finished bonuses with wager progress', async () => {
    type Bonus = { status: string; wager: number; wagered: string; wager_required: string; amount: string };
    const all = await json<Bonus[]>(await server.api('/bonuses', { token: tokens.player }));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const active = await json<Bonus[]>(await server.api('/bonuses?status=active', { token: tokens.player }));
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((b) => b.status === 'active')).toBe(true);
    const finished = await json<Bonus[]>(await server.api('/bonuses?status=finished', { token: tokens.player }));
    expect(finished.every((b) => b.status !== 'active')).toBe(true);
    expect(active.length + finished.length).toBe(all.length);
    const first = active[0]!;
    expect(first.wager_required).toMatch(/^\d+\.\d{2}$/);
    expect(Number(first.wagered)).toBeLessThan(Number(first.wager_required));
    expect((await server.api('/bonuses?status=bogus', { token: tokens.player })).status).toBe(422);
  });

  it('lists freespins with their game', async () => {
    const spins = await json<
      { game: { slug: string; title: string }; quantity: number; used: number; status: string }[]
    >(await server.api('/freespins', { token: tokens.player }));
    expect(spins.length).toBeGreaterThan(0);
    expect(spins[0]!.game.title).toEqual(expect.any(String));
  });

  it('shows loyalty progress', async () => {
    const l = await json<{
      points: number;
      level: { name: string; min_points: number };
      next_level: { min_points: number } | null;
      levels: unknown[];
    }>(await server.api('/loyalty', { token: tokens.player }));
    expect(l.points).toBe(1250);
    expect(l.level.min_points).toBeLessThanOrEqual(1250);
    expect(l.next_level!.min_points).toBeGreaterThan(1250);
  });
});

describe('notifications', () => {
  it('pages newest first, counts unread, marks one and all read', async () => {
    type Page = {
      data: { id: number; read_at: string | null; created_at: string; type: string }[];
      meta: { total: number };
    };
    const page = await json<Page>(await server.api('/notifications?per_page=2', { token: tokens.player }));
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.created_at >= page.data[1]!.created_at).toBe(true);
    const unread = (
      await json<{ count: number }>(await server.api('/notifications/unread-count', { token: tokens.player }))
    ).count;
    expect(unread).toBeGreaterThan(0);
    const target = (
      await json<Page>(await server.api('/notifications?per_page=100', { token: tokens.player }))
    ).data.find((n) => n.read_at === null)!;
    const read = await json<{ notification: { id: number; read_at: string } }>(
      await server.api(`/notifications/${target.id}/read`, { method: 'POST', token: tokens.player }),
    );
    expect(read.notification.read_at).toEqual(expect.any(String));
    expect(
      (await json<{ count: number }>(await server.api('/notifications/unread-count', { token: tokens.player }))).count,
    ).toBe(unread - 1);
    const all = await json<{ updated: number }>(
      await server.api('/notifications/read-all', { method: 'POST', token: tokens.player }),
    );
    expect(all.updated).toBe(unread - 1);
    expect(
      (await json<{ count: number }>(await server.api('/notifications/unread-count', { token: tokens.player }))).count,
    ).toBe(0);
  });

  it("does not let a user read another user's notification", async () => {
    const admin = await server.signInAs('admin');
    const page = await json<{ data: { id: number }[] }>(await server.api('/notifications', { token: tokens.player }));
    const before = snapshot(server.db);
    const res = await server.api(`/notifications/${page.data[0]!.id}/read`, { method: 'POST', token: admin });
    expect(res.status).toBe(404);
    expectLaravelError(await json(res));
    expect(snapshot(server.db)).toEqual(before);
  });
});

describe('withdrawals', () => {
  it('debits the balance, lists the request, and refuses more than the balance', async () => {
    const res = await requestWithdrawal(server, tokens.player, '500.50');
    expect(res.status).toBe(201);
    const body = await json<{
      withdrawal: { amount: string; status: string; currency_code: string };
      user: { balance: string };
    }>(res);
    expect(body.withdrawal).toEqual(
      expect.objectContaining({ amount: '500.50', status: 'pending', currency_code: 'RUB' }),
    );
    expect(body.user.balance).toBe('499.50');
    const list = await json<{ data: unknown[]; meta: { total: number } }>(
      await server.api('/withdrawals', { token: tokens.player }),
    );
    expect(list.meta.total).toBe(1);

    const before = snapshot(server.db);
    const tooMuch = await requestWithdrawal(server, tokens.player, '1000.00');
    expect(tooMuch.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooMuch)).errors.amount).toEqual([
      'Сумма больше вашего баланса.',
    ]); // the demo player's saved language
    const precise = await requestWithdrawal(server, tokens.player, '1.001');
    expect(precise.status).toBe(422);
    const zero = await requestWithdrawal(server, tokens.player, '0');
    expect(zero.status).toBe(422);
    const unverified = await server.signInAs('unverified');
    const before2 = snapshot(server.db);
    expect(before2.tokens).not.toEqual(before.tokens);
    const denied = await requestWithdrawal(server, unverified, '1');
    expect(denied.status).toBe(403);
    expect(snapshot(server.db)).toEqual(before2);
  });
});

describe('profile', () => {
  it('updates name and locale and changes the password', async () => {
    const res = await server.api('/profile', {
      method: 'PATCH',
      token: tokens.player,
      json: { name: '  Игрок №1 🎰 ', locale: 'en' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ user: { name: string; locale: string } }>(res)).user).toEqual(
      expect.objectContaining({ name: 'Игрок №1 🎰', locale: 'en' }),
    );
    expect((await server.api('/profile', { method: 'PATCH', token: tokens.player, json: {} })).status).toBe(422);
    expect(
      (await server.api('/profile', { method: 'PATCH', token: tokens.player, json: { name: '   ' } })).status,
    ).toBe(422);

    const other = await server.signInAs('player');
    const wrong = await server.api('/profile/password', {
      method: 'POST',
      token: tokens.player,
      json: { current_password: 'nope', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(wrong.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(wrong)).errors.current_password).toEqual([
      'The password is incorrect.',
    ]);
    const ok = await server.api('/profile/password', {
      method: 'POST',
      token: tokens.player,
      json: {
        current_password: 'player-password',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(ok.status).toBe(200);
    expect((await server.api('/auth/user', { token: tokens.player })).status).toBe(200);
    expect((await server.api('/auth/user', { token: other })).status).toBe(401);
    expect((await signInThroughApi(server, { email: 'player@example.com', password: 'brand-new-pass' })).status).toBe(
      200,
    );
  });
});

describe('bug reports', () => {
  it('stores a report anyone can send and only admins can list', async () => {
    const res = await server.api('/bug-reports', {
      method: 'POST',
      json: { description: 'Баланс не обновился', report: { payload: '[]', preloadedState: '{}' } },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect((await server.api('/bug-reports', { token: tokens.player })).status).toBe(403);
    const admin = await server.signInAs('admin');
    const list = await json<{ id: number; description: string }[]>(await server.api('/bug-reports', { token: admin }));
    expect(list[0]).toEqual(expect.objectContaining({ id, description: 'Баланс не обновился' }));
  });
});
