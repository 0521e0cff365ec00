/**
 * Game play over real HTTP: demo sessions without sign-in that never touch real money, real-money spins
 * (verified e-mail only) through the ledger with BalanceChanged and bonus wagering, the slot page, favourites
 * and recently played games.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json, snapshot } from '../../../support/contractServerHelpers';
import { PUSH_STAMP, withUserChannel } from '../../../support/pusherClient';
import {
  LOSING_DRAWS,
  SEVENS_DRAWS,
  balanceAndLedger,
  forceSpins,
  newPlayer,
  postJson,
} from '../../../support/walletFixtures';

const server = contractServerForFile();

interface Session {
  session: { id: string; mode: string; game_slug: string; demo_balance?: string };
  url: string;
}
interface SpinAnswer {
  spin: { id: number; stake: string; win: string; reels: string[][] };
  balance: string;
}

const open = (slug: string, mode: 'demo' | 'real', token?: string) =>
  server.api(`/games/${slug}/sessions`, { method: 'POST', json: { mode }, ...(token ? { token } : {}) });

describe('demo play', () => {
  it('needs no sign-in and never touches real balances or the ledger', async () => {
    const res = await open('european-roulette', 'demo');
    expect(res.status).toBe(201);
    const { session, url } = await json<Session>(res);
    expect(session).toEqual({
      id: expect.any(String),
      mode: 'demo',
      game_slug: 'european-roulette',
      demo_balance: '1000.00',
    });
    expect(url).toBe(`${server.apiUrl}/play/${session.id}`);

    const money = () =>
      JSON.stringify([
        server.db.prepare('SELECT id, balance_minor FROM users ORDER BY id').all(),
        server.db.prepare('SELECT COUNT(*) AS n FROM ledger').get(),
      ]);
    const before = money();
    forceSpins(server, LOSING_DRAWS);
    const lost = await json<SpinAnswer>(await postJson(`${url}/spins`, { stake: '100.00' }));
    expect(lost).toEqual({
      spin: { id: expect.any(Number), stake: '100.00', win: '0.00', reels: expect.any(Array) },
      balance: '900.00',
    });
    expect(lost.spin.reels.map((reel) => reel[1])).toEqual(['lemon', 'bell', 'star']);
    forceSpins(server, SEVENS_DRAWS);
    const won = await json<SpinAnswer>(await postJson(`${url}/spins`, { stake: '10.00' }));
    expect(won.spin.win).toBe('500.00');
    expect(won.balance).toBe('1390.00');
    const tooMuch = await postJson(`${url}/spins`, { stake: '1390.01' });
    expect(tooMuch.status).toBe(422);
    expectLaravelError(await tooMuch.json());
    expect(money()).toBe(before);
  });

  it('serves the slot page with a strict CSP and nonce-bound inline script', async () => {
    const { url } = await json<Session>(await open('european-roulette', 'demo'));
    const res = await fetch(url, { headers: { referer: 'http://localhost:9999/games/european-roulette' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'self' [^;]*http:\/\/localhost:8080/);
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('European Roulette');
    // It posts its spins to the embedding SPA page only.
    expect(html).toContain('"parentOrigin":"http://localhost:9999"');
    expect(html).not.toMatch(/<script src|<link|https?:\/\/(?!localhost:9999)[a-z]/);
    expect((await fetch(`${server.apiUrl}/play/unknown-session`)).status).toBe(404);
  });
});

describe('real-money play', () => {
  it('needs a signed-in player with a verified e-mail', async () => {
    expect((await open('european-roulette', 'real')).status).toBe(401);
    const unverified = await server.signInAs('unverified');
    const res = await open('european-roulette', 'real', unverified);
    expect(res.status).toBe(403);
    expectLaravelError(await res.json());
    expect((await open('no-such-game', 'real', await server.signInAs('player'))).status).toBe(404);
  });

  it('debits the stake and credits the win through the ledger, pushes BalanceChanged and advances the bonus wager', async () => {
    const p = await newPlayer(server, '100');
    await server.domain.rewards.grantBonus(p.id, 'Wager me', 1_000, 3); // 10.00 bonus, 30.00 to wager
    await withUserChannel(server, p, async (rt) => {
      const { session, url } = await json<Session>(await open('european-roulette', 'real', p.token));
      expect(session).toEqual({ id: expect.any(String), mode: 'real', game_slug: 'european-roulette' });

      forceSpins(server, LOSING_DRAWS);
      const lost = await json<SpinAnswer>(await postJson(`${url}/spins`, { stake: '20.00' }, p.token));
      expect(lost.balance).toBe('90.00');
      expect(
        (await rt.waitFor((f) => f.event === 'BalanceChanged' && (f.data as { balance: string }).balance === '90.00'))
          .data,
      ).toEqual({ ...PUSH_STAMP, balance: '90.00', currency_code: 'RUB', balance_version: expect.any(Number) });
      expect(server.domain.repos.bonuses.list(p.id, 'active')[0]?.wagered).toBe('20.00');

      forceSpins(server, SEVENS_DRAWS);
      const won = await json<SpinAnswer>(await postJson(`${url}/spins`, { stake: '10.00' }, p.token));
      expect(won.spin.win).toBe('500.00');
      expect(won.balance).toBe('580.00');
      // 20 + 10 = 30.00 wagered: the bonus is fulfilled (its money was already in the balance).
      await rt.waitFor((f) => f.event === 'BonusFulfilledNotification');
      expect(server.domain.repos.bonuses.list(p.id, 'active')).toEqual([]);

      const kinds = server.db
        .prepare("SELECT kind, amount_minor FROM ledger WHERE user_id = ? AND kind LIKE 'spin_%' ORDER BY id")
        .all(p.id);
      expect(kinds).toEqual([
        { kind: 'spin_stake', amount_minor: -2_000 },
        { kind: 'spin_stake', amount_minor: -1_000 },
        { kind: 'spin_win', amount_minor: 50_000 },
      ]);
      expect(balanceAndLedger(server, p.id)).toEqual({ balance: 58_000, ledger: 58_000 });
      const me = await json<{ user: { balance: string } }>(await server.api('/auth/user', { token: p.token }));
      expect(me.user.balance).toBe('580.00');

      const before = snapshot(server.db);
      const tooMuch = await postJson(`${url}/spins`, { stake: '580.01' }, p.token);
      expect(tooMuch.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(tooMuch)).errors.stake).toEqual([
        'The stake exceeds your balance.',
      ]);
      expect(snapshot(server.db)).toEqual(before);
    });
  });
});

describe('favourites and recently played', () => {
  it('persists favourites per player and lists the games played most recently first', async () => {
    const p = await newPlayer(server, '0');
    expect((await server.api('/favourites')).status).toBe(401);
    expect((await server.api('/favourites/european-roulette', { method: 'PUT' })).status).toBe(401);
    const games = await json<{ data: { slug: string }[] }>(await server.api('/games?per_page=14'));
    const slugs = games.data.map((g) => g.slug);
    const [first, second] = slugs as [string, string];
    for (const slug of [first, second, first])
      expect((await server.api(`/favourites/${slug}`, { method: 'PUT', token: p.token })).status).toBe(204);
    const favs = await json<{ slug: string }[]>(await server.api('/favourites', { token: p.token }));
    expect(favs.map((g) => g.slug).sort()).toEqual([first, second].sort());
    expect((await server.api('/favourites/no-such-game', { method: 'PUT', token: p.token })).status).toBe(404);
    expect((await server.api(`/favourites/${first}`, { method: 'DELETE', token: p.token })).status).toBe(204);
    expect(
      (await json<{ slug: string }[]>(await server.api('/favourites', { token: p.token }))).map((g) => g.slug),
    ).toEqual([second]);
    // Someone else's favourites are their own.
    const other = await newPlayer(server, '0');
    expect(await json(await server.api('/favourites', { token: other.token }))).toEqual([]);

    // A clock that moves one second per game, so the order does not depend on request timing.
    let tick = Date.now();
    const realNow = server.domain.clock.now;
    server.domain.clock.now = () => (tick += 1000);
    try {
      for (const slug of slugs) expect((await open(slug, 'demo', p.token)).status).toBe(201);
      expect((await open(first, 'demo', p.token)).status).toBe(201);
    } finally {
      server.domain.clock.now = realNow;
    }
    const recent = await json<{ slug: string }[]>(await server.api('/games/recent', { token: p.token }));
    expect(recent.map((g) => g.slug)).toEqual([first, ...slugs.slice(3).reverse()]);
  });
});
