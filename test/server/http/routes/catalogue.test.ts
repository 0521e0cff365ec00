/** Public catalogue and content endpoints over real HTTP. */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';

const server = contractServerForFile();

type Game = {
  id: number;
  slug: string;
  title: string;
  provider: { slug: string; name: string };
  tags: { slug: string; name: string }[];
  thumbnail_url: string;
  rtp: string;
  is_new: boolean;
  is_popular: boolean;
  created_at: string;
};
type GamePage = { data: Game[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };

describe('the seed lists', () => {
  it('serves settings, boosts, counters, currencies and jackpots as arrays', async () => {
    const currencies = await json<{ code: string; usd_rate: string; fiat: boolean }[]>(await server.api('/currencies'));
    expect(currencies.map((c) => c.code)).toEqual(
      expect.arrayContaining(['USD', 'RUB', 'EUR', 'KZT', 'UAH', 'BYR', 'BTC', 'USDT']),
    );
    expect(currencies.find((c) => c.code === 'BTC')).toEqual({
      code: 'BTC',
      usd_rate: expect.stringMatching(/^\d+\.\d+$/),
      fiat: false,
    });
    expect(currencies.find((c) => c.code === 'USD')?.usd_rate).toBe('1.00');
    const jackpots = await json<unknown[]>(await server.api('/jackpots'));
    expect(jackpots[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      currency_code: 'USD',
      version: expect.any(Number),
    });
    const settings = await json<{ key: string; value: unknown }[]>(await server.api('/settings'));
    expect(settings).toEqual(expect.arrayContaining([{ key: 'default_locale', value: 'ru' }]));
    const boosts = await json<unknown[]>(await server.api('/boosts'));
    expect(boosts[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      multiplier: expect.stringMatching(/^\d+\.\d+$/),
      ends_at: expect.any(String),
    });
    const counters = await json<{ key: string; value: number }[]>(await server.api('/counters'));
    expect(counters.find((c) => c.key === 'games_total')?.value).toBeGreaterThanOrEqual(200);
  });
});

describe('games', () => {
  it('has 200+ games from 8+ providers and 10+ tags', async () => {
    const page = await json<GamePage>(await server.api('/games'));
    expect(page.meta.total).toBeGreaterThanOrEqual(200);
    expect(page.meta.per_page).toBe(24);
    expect(page.data).toHaveLength(24);
    const providers = await json<{ slug: string; games_count: number }[]>(await server.api('/providers'));
    expect(providers.length).toBeGreaterThanOrEqual(8);
    expect(providers.reduce((n, p) => n + p.games_count, 0)).toBe(page.meta.total);
    const tags = await json<{ slug: string; name: string; games_count: number }[]>(await server.api('/tags'));
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it('paginates without overlap', async () => {
    const p1 = await json<GamePage>(await server.api('/games?per_page=50&page=1'));
    const p2 = await json<GamePage>(await server.api('/games?per_page=50&page=2'));
    expect(p2.meta.current_page).toBe(2);
    const ids = new Set(p1.data.map((g) => g.id));
    expect(p2.data.some((g) => ids.has(g.id))).toBe(false);
    const last = await json<GamePage>(await server.api(`/games?per_page=50&page=${p1.meta.last_page + 1}`));
    expect(last.data).toEqual([]);
  });

  it('searches case-insensitively, literally (no SQL or LIKE wildcards) and in Cyrillic', async () => {
    const gold = await json<GamePage>(await server.api('/games?search=GOLDEN&per_page=100'));
    expect(gold.data.length).toBeGreaterThan(0);
    // The title, or the provider (Golden Lynx) matches.
    for (const g of gold.data) expect(`${g.title} ${g.provider.name}`.toLowerCase()).toContain('golden');
    expect(
      (await json<GamePage>(await server.api(`/games?search=${encodeURIComponent("' OR 1=1 --")}`))).meta.total,
    ).toBe(0);
    expect((await json<GamePage>(await server.api('/games?search=%25'))).meta.total).toBe(0);
    expect((await json<GamePage>(await server.api('/games?search=_'))).meta.total).toBe(0);
    const ru = await json<GamePage>(await server.api(`/games?search=${encodeURIComponent('БАЙКАЛ')}`));
    expect(ru.data.map((g) => g.title)).toContain('Сокровища Байкала');
  });

  it('finds parts of words in the other language, transliterated, and by provider', async () => {
    const titles = async (search: string) =>
      (await json<GamePage>(await server.api(`/games?search=${encodeURIComponent(search)}&per_page=100`))).data.map(
        (g) => g.title,
      );
    // «зол» (золото): the games named Golden… or …Gold.
    const gold = await titles('зол');
    expect(gold.length).toBeGreaterThan(0);
    for (const title of gold) expect(title).toMatch(/Gold/);
    expect(await titles('драк')).toContain('Dragon Tiger Live');
    expect(await titles('piramid')).toContain('Пирамида удачи');
    expect(await titles('рулет')).toEqual(expect.arrayContaining(['European Roulette', 'Русская рулетка Live']));
    expect(await titles('СЕМЕРК')).toEqual(await titles('семёрк'));
    const byProvider = await json<GamePage>(await server.api('/games?search=aurora&per_page=100'));
    expect(byProvider.meta.total).toBeGreaterThan(0);
    expect(byProvider.data.every((g) => g.provider.name === 'Aurora Gaming' || /aurora/i.test(g.title))).toBe(true);
  });

  it('filters by provider and tag and sorts by name', async () => {
    const providers = await json<{ slug: string; games_count: number }[]>(await server.api('/providers'));
    const p = providers[0]!;
    const byProvider = await json<GamePage>(await server.api(`/games?provider=${p.slug}&per_page=100`));
    expect(byProvider.meta.total).toBe(p.games_count);
    expect(byProvider.data.every((g) => g.provider.slug === p.slug)).toBe(true);
    const live = await json<GamePage>(await server.api('/games?tag=live&per_page=100'));
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((g) => g.tags.some((t) => t.slug === 'live'))).toBe(true);
    const named = await json<GamePage>(await server.api('/games?sort=name&per_page=30'));
    const titles = named.data.map((g) => g.title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    expect((await json<GamePage>(await server.api('/games?provider=nope'))).data).toEqual([]);
  });

  it.each(['sort=cheapest', 'per_page=0', 'per_page=101', 'page=0', 'page=abc', `search=${'x'.repeat(101)}`])(
    'rejects the bad query value %s with 422',
    async (q) => {
      const res = await server.api(`/games?${q}`);
      expect(res.status).toBe(422);
      expectLaravelError(await json(res));
    },
  );

  it('serves one game and its generated SVG thumbnail', async () => {
    const { data } = await json<GamePage>(await server.api('/games?per_page=1'));
    const g = data[0]!;
    const one = await json<{ game: Game }>(await server.api(`/games/${g.slug}`));
    expect(one.game).toEqual(g);
    expect(g.thumbnail_url).toBe(`${server.apiUrl}/games/${g.slug}/thumbnail.svg`);
    const img = await fetch(g.thumbnail_url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await img.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toBe(await (await fetch(g.thumbnail_url)).text());
    expect((await server.api('/games/no-such-game')).status).toBe(404);
    expect((await server.api('/games/no-such-game/thumbnail.svg')).status).toBe(404);
  });
});

describe('content', () => {
  it('serves promotions, tournaments of every status with leaderboards, loyalty levels, payouts and FAQ', async () => {
    expect((await json<unknown[]>(await server.api('/promotions'))).length).toBeGreaterThanOrEqual(3);
    const tournaments = await json<{ id: number; status: string; prize_pool: string }[]>(
      await server.api('/tournaments'),
    );
    expect(new Set(tournaments.map((t) => t.status))).toEqual(new Set(['upcoming', 'running', 'finished']));
    const running = tournaments.find((t) => t.status === 'running')!;
    const detail = await json<{ tournament: { id: number }; leaderboard: { rank: number; score: number }[] }>(
      await server.api(`/tournaments/${running.id}`),
    );
    expect(detail.tournament.id).toBe(running.id);
    expect(detail.leaderboard[0]!.rank).toBe(1);
    const scores = detail.leaderboard.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect((await server.api('/tournaments/99999')).status).toBe(404);
    expect((await server.api('/tournaments/abc')).status).toBe(422);
    const levels = await json<{ min_points: number }[]>(await server.api('/loyalty/levels'));
    expect(levels.length).toBeGreaterThanOrEqual(3);
    const payouts = await json<{ player: string; amount: string }[]>(await server.api('/payouts'));
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts[0]!.player).toContain('***');
    const faq = await json<{ question: string }[]>(await server.api('/faq'));
    expect(faq.length).toBeGreaterThan(5);
  });

  it.each(['cookie-policy', 'privacy-policy', 'terms-and-conditions', 'responsible-gaming', 'license-agreement'])(
    'serves the legal page %s',
    async (slug) => {
      const { page } = await json<{
        page: { slug: string; title: string; sections: { heading: string; paragraphs: string[] }[] };
      }>(await server.api(`/pages/${slug}`));
      expect(page.slug).toBe(slug);
      expect(page.sections.length).toBeGreaterThan(0);
    },
  );

  it('404s a page that is not one of the five legal pages', async () => {
    expect((await server.api('/pages/secret')).status).toBe(404);
  });
});
