/**
 * What the catalogue routes (home, games, promotions, tournaments, payouts, FAQ, legal pages) must show, taken from the
 * contract server's answers: texts that prove the content came from the API, and a few interactions a visitor does
 * there (the live jackpot ticker, the game dialog kept in the URL, the search box, the live countdown). The route
 * sweeps (routeVisits.ts) run these checks when they reach one of these routes.
 */
import type { Page } from 'playwright-core';
import type {
  FaqEntry,
  Game,
  Jackpot,
  LeaderboardRow,
  LegalPage,
  Paginated,
  Payout,
  Promotion,
  Provider,
  Tag,
  Tournament,
} from '../../../src/api/types';
import { apiJson } from './api';
import { DEMO } from './ui';
import { stack } from './suite';

/** What the API answered, so the pages can be checked against it. */
export interface CatalogueFacts {
  popular: Game[];
  providers: Provider[];
  tags: Tag[];
  promotions: Promotion[];
  /** The tournament the sweeps open: a running one, whose countdown moves. */
  tournament: { tournament: Tournament; leaderboard: LeaderboardRow[] };
  tournaments: Tournament[];
  payouts: Payout[];
  faq: FaqEntry[];
  jackpots: Jackpot[];
  pages: Record<string, LegalPage>;
}

const LEGAL_PAGES = [
  'cookie-policy',
  'privacy-policy',
  'terms-and-conditions',
  'responsible-gaming',
  'license-agreement',
];

export async function loadCatalogueFacts(): Promise<CatalogueFacts> {
  const get = <T>(path: string) => apiJson<T>(stack.apiUrl, path);
  const tournaments = await get<Tournament[]>('/tournaments');
  const shown = tournaments.find((t) => t.status === 'running') ?? (tournaments[0] as Tournament);
  const pages: Record<string, LegalPage> = {};
  for (const slug of LEGAL_PAGES) pages[slug] = (await get<{ page: LegalPage }>(`/pages/${slug}`)).page;
  return {
    popular: (await get<Paginated<Game>>('/games?sort=popular&per_page=12')).data,
    providers: await get<Provider[]>('/providers'),
    tags: await get<Tag[]>('/tags'),
    promotions: await get<Promotion[]>('/promotions'),
    tournaments,
    tournament: await get(`/tournaments/${shown.id}`),
    payouts: await get<Payout[]>('/payouts'),
    faq: await get<FaqEntry[]>('/faq'),
    jackpots: await get<Jackpot[]>('/jackpots'),
    pages,
  };
}

/** The content check of one route. */
export interface ContentCheck {
  /** Texts that must be visible (exact substrings). */
  texts: (facts: CatalogueFacts) => string[];
  guest?: (page: Page, facts: CatalogueFacts) => Promise<void>;
  player?: (page: Page, facts: CatalogueFacts) => Promise<void>;
}

const firstWord = (title: string) => title.split(' ')[0] ?? title;

/** The ticker is live: a JackpotsUpdated push (sent by the server's simulator) moves the amounts on screen. */
async function tickerMovesLive(page: Page, facts: CatalogueFacts): Promise<void> {
  const ticker = page.getByTestId('jackpot-ticker');
  await ticker.locator('.MuiPaper-root').first().waitFor();
  // Largest first, as players rank them (Mega, Major, Minor, Mini), not alphabetically.
  const bySize = [...facts.jackpots].sort((a, b) => Number(b.amount) - Number(a.amount)).map((j) => j.name);
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
}

/** Opening a card shows the game in a dialog kept in the URL (?game=slug); closing it drops the parameter. */
async function gameDialogInUrl(page: Page, facts: CatalogueFacts): Promise<void> {
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
}

/** The search box lives in the URL: typing shows matching games and writes ?q=. */
async function searchInUrl(page: Page, facts: CatalogueFacts): Promise<void> {
  const word = firstWord(facts.popular[1]?.title ?? 'a');
  await page.getByTestId('game-search').fill(word);
  await page.waitForURL((url) => url.searchParams.get('q') === word);
  const found = await apiJson<Paginated<Game>>(stack.apiUrl, `/games?search=${encodeURIComponent(word)}&sort=popular`);
  await page
    .getByTestId('games-total')
    .filter({ hasText: new RegExp(`^Найдено игр: ${found.meta.total}$`) })
    .waitFor();
  const titles = await page.getByTestId('game-card').locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
}

/** The countdown of a running tournament is live: its text changes within a couple of seconds. */
async function countdownMoves(page: Page, facts: CatalogueFacts): Promise<void> {
  if (facts.tournament.tournament.status === 'finished') return;
  const before = await page.getByTestId('countdown').first().textContent();
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="countdown"]')?.textContent !== old,
    before,
    { timeout: 3000 },
  );
}

const legal = (slug: string) => (f: CatalogueFacts) => [f.pages[slug]?.title ?? ''];

/** The checks, by route name (src/routes/routeTable.ts). */
export const catalogueChecks: Record<string, ContentCheck> = {
  home: { texts: (f) => [f.popular[0]?.title ?? '', f.jackpots[0]?.name ?? ''], guest: tickerMovesLive },
  games: { texts: (f) => [f.popular[0]?.title ?? ''], guest: gameDialogInUrl },
  'games-search': { texts: () => [], guest: searchInUrl },
  'games-manufactured-by': { texts: (f) => [f.providers[0]?.name ?? ''] },
  'games-tagged': { texts: (f) => [f.tags[0]?.name ?? ''] },
  'v1-games-tags': { texts: (f) => f.tags.slice(0, 3).map((t) => t.name) },
  promotions: { texts: (f) => [f.promotions[0]?.title ?? ''] },
  tournaments: { texts: (f) => [f.tournaments[0]?.title ?? ''] },
  tournament: {
    texts: (f) => [f.tournament.tournament.title, f.tournament.leaderboard[0]?.name ?? ''],
    guest: countdownMoves,
  },
  payout: {
    texts: (f) => [f.payouts[0]?.player ?? '', f.payouts[0]?.game_title ?? ''],
    guest: async (page) => {
      await page.getByRole('link', { name: /войти/i }).first().waitFor();
      expect(await page.getByTestId('withdrawal-form').count()).toBe(0);
    },
    player: async (page) => {
      const form = page.getByTestId('withdrawal-form');
      await form.waitFor();
      expect(await form.getByTestId('withdrawal-balance').textContent()).toContain('000,00');
    },
  },
  faq: { texts: (f) => [f.faq[0]?.question ?? '', f.faq[0]?.category ?? ''] },
  'cookie-policy': { texts: legal('cookie-policy') },
  'privacy-policy': { texts: legal('privacy-policy') },
  'terms-and-conditions': { texts: legal('terms-and-conditions') },
  'responsible-gaming': { texts: legal('responsible-gaming') },
  'v1-license-agreement': { texts: legal('license-agreement') },
  'v1-privacy-policy': { texts: (f) => [f.pages['privacy-policy']?.sections[0]?.heading ?? ''] },
  'v1-home': { texts: (f) => [f.popular[0]?.title ?? ''] },
  'v1-games': { texts: (f) => [f.popular[0]?.title ?? ''] },
  'v1-search': { texts: (f) => [f.popular[0]?.title ?? ''] },
  'v1-promotions': { texts: (f) => [f.promotions[0]?.title ?? ''] },
  'v1-tournaments': { texts: (f) => [f.tournaments[0]?.title ?? ''] },
  'v1-payout': { texts: (f) => [f.payouts[0]?.player ?? ''] },
};

/** Runs a route's content check; throws what is missing. */
export async function checkContent(page: Page, check: ContentCheck, who: 'guest' | 'player', facts: CatalogueFacts) {
  for (const text of check.texts(facts)) {
    expect(text).not.toBe('');
    await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
  }
  await (who === 'guest' ? check.guest : check.player)?.(page, facts);
}
