/**
 * Browser tests of the catalogue screens (home, games, promotions, tournaments, payouts, FAQ, legal pages)
 * in real Chromium against the production build and a real contract server: every route as a guest and as
 * the demo player, at 1440 px and 360 px, moving from one to the next inside the running SPA (deep links are the
 * first-visit and route tests' part). Each visit checks content the API returned, that nothing overflows
 * sideways, and saves a screenshot; axe-core checks each route at 360 px for serious or critical violations.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type {
  FaqEntry,
  Game,
  LeaderboardRow,
  LegalPage,
  Paginated,
  Payout,
  Promotion,
  Provider,
  Tag,
  Tournament,
  Jackpot,
} from '../../../src/api/types';
import { seriousAxeViolations } from '../support/axe';
import {
  browser,
  DEMO,
  navigateInApp,
  newContext,
  screenshot,
  scrollUntilShown,
  setUpBrowserSuite,
  stack,
  VIEWPORTS,
} from '../support';

jest.setTimeout(240_000);

/** What the API answered, so the pages can be checked against it. */
interface Facts {
  popular: Game[];
  providers: Provider[];
  tags: Tag[];
  promotions: Promotion[];
  tournaments: Tournament[];
  tournament: { tournament: Tournament; leaderboard: LeaderboardRow[] };
  payouts: Payout[];
  faq: FaqEntry[];
  jackpots: Jackpot[];
  pages: Record<string, LegalPage>;
}
let facts: Facts;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

setUpBrowserSuite();

beforeAll(async () => {
  const tournaments = await api<Tournament[]>('/tournaments');
  const withBoard = tournaments.find((t) => t.status === 'running') ?? (tournaments[0] as Tournament);
  const slugs = ['cookie-policy', 'privacy-policy', 'terms-and-conditions', 'responsible-gaming', 'license-agreement'];
  const pages: Record<string, LegalPage> = {};
  for (const slug of slugs) pages[slug] = (await api<{ page: LegalPage }>(`/pages/${slug}`)).page;
  facts = {
    popular: (await api<Paginated<Game>>('/games?sort=popular&per_page=12')).data,
    providers: await api<Provider[]>('/providers'),
    tags: await api<Tag[]>('/tags'),
    promotions: await api<Promotion[]>('/promotions'),
    tournaments,
    tournament: await api(`/tournaments/${withBoard.id}`),
    payouts: await api<Payout[]>('/payouts'),
    faq: await api<FaqEntry[]>('/faq'),
    jackpots: await api<Jackpot[]>('/jackpots'),
    pages,
  };
});

/** One route and the text that proves its content came from the server. */
interface Visit {
  name: string;
  path: string;
  /** Texts that must be visible (exact substrings). */
  expect: () => string[];
  /** Player-only extra checks. */
  signedIn?: (page: Page) => Promise<void>;
  guest?: (page: Page) => Promise<void>;
}

const firstWord = (title: string) => title.split(' ')[0] ?? title;

const visits: Visit[] = [
  {
    name: 'home',
    path: '/',
    expect: () => [facts.popular[0]?.title ?? '', facts.jackpots[0]?.name ?? ''],
    // The ticker is live: a JackpotsUpdated push (sent by the server's simulator) moves the amounts on screen.
    guest: async (page) => {
      const ticker = page.getByTestId('jackpot-ticker');
      await ticker.locator('.MuiPaper-root').first().waitFor();
      // Largest first, as players rank them (Mega, Major, Minor, Mini), not alphabetically.
      const bySize = [...facts.jackpots]
        .sort((a, b) => Number(b.amount) - Number(a.amount))
        .map((jackpot) => jackpot.name);
      const tiles = await ticker.locator('.MuiPaper-root').allTextContents();
      expect(tiles.map((text) => bySize.find((name) => text.startsWith(name)))).toEqual(bySize);
      // The realtime client connects after the page is interactive: publish once the header says it is live.
      await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ state: 'attached' });
      const before = await ticker.textContent();
      const response = await fetch(`${stack.apiUrl}/dev/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: DEMO.player.email, event: 'jackpots' }),
      });
      expect(response.status).toBe(200);
      await page.waitForFunction(
        (old) => document.querySelector('[data-testid="jackpot-ticker"]')?.textContent !== old,
        before,
        { timeout: 5000 },
      );
    },
  },
  {
    name: 'games',
    path: '/games',
    expect: () => [facts.popular[0]?.title ?? ''],
    // Opening a card shows the game in a dialog kept in the URL (?game=slug); closing it drops the parameter.
    guest: async (page) => {
      const game = facts.popular[0] as Game;
      await page.getByRole('link', { name: `Открыть игру «${game.title}»` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: game.title }).waitFor();
      // Russian percent format: decimal comma and a space before the sign ("95,58 %").
      await dialog.getByText(new RegExp(`RTP: ${String(game.rtp).replace('.', ',')}\\s%`)).waitFor();
      expect(new URL(page.url()).searchParams.get('game')).toBe(game.slug);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('game')).toBeNull();
    },
  },
  {
    name: 'games-search',
    path: '/games/search',
    expect: () => [],
    // The search box lives in the URL: typing shows matching games and writes ?q=.
    guest: async (page) => {
      const word = firstWord(facts.popular[1]?.title ?? 'a');
      await page.getByTestId('game-search').fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      const found = await api<Paginated<Game>>(`/games?search=${encodeURIComponent(word)}&sort=popular`);
      await page
        .getByTestId('games-total')
        .filter({ hasText: new RegExp(`^Найдено игр: ${found.meta.total}$`) })
        .waitFor();
      const titles = await page.getByTestId('game-card').locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
    },
  },
  {
    name: 'games-provider',
    path: `/games/manufactured-by/__provider__`,
    expect: () => [facts.providers[0]?.name ?? ''],
  },
  { name: 'games-tag', path: `/games/tagged/__tag__`, expect: () => [facts.tags[0]?.name ?? ''] },
  { name: 'v1-tags', path: '/v1/games/tagged', expect: () => facts.tags.slice(0, 3).map((t) => t.name) },
  { name: 'promotions', path: '/promotions', expect: () => [facts.promotions[0]?.title ?? ''] },
  { name: 'tournaments', path: '/tournaments', expect: () => [facts.tournaments[0]?.title ?? ''] },
  {
    name: 'tournament',
    path: '/tournaments/__tournament__',
    expect: () => [facts.tournament.tournament.title, facts.tournament.leaderboard[0]?.name ?? ''],
    guest: async (page) => {
      if (facts.tournament.tournament.status === 'finished') return;
      // The countdown is live: its text changes within a couple of seconds.
      const countdown = page.getByTestId('countdown').first();
      const before = await countdown.textContent();
      await page.waitForFunction(
        (old) => document.querySelector('[data-testid="countdown"]')?.textContent !== old,
        before,
        { timeout: 3000 },
      );
    },
  },
  {
    name: 'payout',
    path: '/payout',
    expect: () => [facts.payouts[0]?.player ?? '', facts.payouts[0]?.game_title ?? ''],
    guest: async (page) => {
      await page.getByRole('link', { name: /войти/i }).first().waitFor();
      expect(await page.getByTestId('withdrawal-form').count()).toBe(0);
    },
    signedIn: async (page) => {
      const form = page.getByTestId('withdrawal-form');
      await form.waitFor();
      expect(await form.getByTestId('withdrawal-balance').textContent()).toContain('000,00');
    },
  },
  { name: 'faq', path: '/faq', expect: () => [facts.faq[0]?.question ?? '', facts.faq[0]?.category ?? ''] },
  { name: 'cookie-policy', path: '/cookie-policy', expect: () => [facts.pages['cookie-policy']?.title ?? ''] },
  { name: 'privacy-policy', path: '/privacy-policy', expect: () => [facts.pages['privacy-policy']?.title ?? ''] },
  { name: 'terms', path: '/terms-and-conditions', expect: () => [facts.pages['terms-and-conditions']?.title ?? ''] },
  {
    name: 'responsible-gaming',
    path: '/responsible-gaming',
    expect: () => [facts.pages['responsible-gaming']?.title ?? ''],
  },
  { name: 'v1-license', path: '/v1/license-agreement', expect: () => [facts.pages['license-agreement']?.title ?? ''] },
  {
    name: 'v1-privacy',
    path: '/v1/privacy-policy',
    expect: () => [facts.pages['privacy-policy']?.sections[0]?.heading ?? ''],
  },
  { name: 'v1-home', path: '/v1', expect: () => [facts.popular[0]?.title ?? ''] },
  { name: 'v1-games', path: '/v1/games', expect: () => [facts.popular[0]?.title ?? ''] },
  { name: 'v1-search', path: '/v1/search', expect: () => [facts.popular[0]?.title ?? ''] },
  { name: 'v1-promotions', path: '/v1/promotions', expect: () => [facts.promotions[0]?.title ?? ''] },
  { name: 'v1-tournaments', path: '/v1/tournaments', expect: () => [facts.tournaments[0]?.title ?? ''] },
  { name: 'v1-payout', path: '/v1/payout', expect: () => [facts.payouts[0]?.player ?? ''] },
];

function resolvePath(path: string): string {
  return path
    .replace('__provider__', facts.providers[0]?.slug ?? '')
    .replace('__tag__', facts.tags[0]?.slug ?? '')
    .replace('__tournament__', String(facts.tournament.tournament.id));
}

type Persona = 'guest' | 'player';

/**
 * Opens a path: the first one loads the page, later ones navigate inside the running SPA (as a click on a link
 * would), which is what a visitor does and spares a start-up per visit. Resolves once the main landmark shows it.
 */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(`${stack.spaUrl}${path}`);
  else await navigateInApp(page, path);
  const pathname = new URL(path, stack.spaUrl).pathname;
  await page.waitForFunction(
    (expected) => document.querySelector('main')?.getAttribute('data-path') === expected,
    pathname,
    { timeout: 15_000 },
  );
}

async function contextFor(persona: Persona, viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: VIEWPORTS[viewport] });
  // Only localhost: nothing leaves the machine.
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  if (persona === 'player') {
    const token = await stack.server.signInAs('player');
    await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  }
  return context;
}

// axe runs at 360 px here; the route tests (allRoutesGuest, allRoutesPlayer) scan every route at 1440 px for both users.
const runs: { persona: Persona; viewport: keyof typeof VIEWPORTS; axe: boolean }[] = [
  { persona: 'guest', viewport: 'desktop', axe: false },
  { persona: 'guest', viewport: 'phone', axe: true },
  { persona: 'player', viewport: 'desktop', axe: false },
  { persona: 'player', viewport: 'phone', axe: true },
];

describe.each(runs)('catalogue as $persona at $viewport', ({ persona, viewport, axe }) => {
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    context = await contextFor(persona, viewport);
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await context?.close();
  });

  afterEach(() => {
    problems.length = 0;
  });

  test.each(visits.map((v) => [v.name, v] as const))('%s', async (_name, visit) => {
    await open(page, resolvePath(visit.path));
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    for (const text of visit.expect()) {
      expect(text).not.toBe('');
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
    }
    if (persona === 'guest') await visit.guest?.(page);
    else await visit.signedIn?.(page);
    // Let the pictures in view load before the screenshot (not networkidle: the lobby keeps loading as it scrolls; a
    // lazy picture below the fold is never fetched, so it is not waited for).
    await page
      .waitForFunction(
        () =>
          Array.from(document.images).every(
            (image) => image.complete || image.getBoundingClientRect().top >= window.innerHeight,
          ),
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    // What the visitor sees first; a full-page capture of the long lobby pages costs seconds, 108 times.
    await screenshot(page, `catalogue-${visit.name}-${persona}-${viewport}`, { fullPage: false });

    // The screen's own content never runs off the side (rows meant to scroll sideways scroll inside themselves).
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      return main.scrollWidth - main.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    if (axe) expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('on a phone, the home screen builds and fetches the sections below its first screen as the reader scrolls to them', async () => {
  const context = await contextFor('guest', 'phone');
  try {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${stack.spaUrl}/`);
    await page
      .getByText(facts.popular[0]?.title ?? '')
      .first()
      .waitFor();
    // Settled: the realtime client loads once the page is interactive, long after the first screen's sections rendered.
    await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ state: 'attached' });
    const counters = page.getByRole('heading', { level: 2, name: 'Сайт в цифрах' });
    expect(await counters.count()).toBe(0);
    expect(asked).not.toContain('/api/boosts');
    await screenshot(page, 'catalogue-home-below-fold-before-scroll-guest-phone', { fullPage: true });

    await scrollUntilShown(page, counters);
    await page.getByTestId('counter').first().waitFor();
    expect(asked).toContain('/api/boosts');
    // Every section on the way down rendered: none is left as an empty placeholder above the counters.
    await page.getByRole('heading', { level: 2, name: 'Новинки' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Бусты' }).waitFor();
    await screenshot(page, 'catalogue-home-below-fold-after-scroll-guest-phone', { fullPage: true });
  } finally {
    await context.close();
  }
});
