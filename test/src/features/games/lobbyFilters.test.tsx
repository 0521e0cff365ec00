/** @jest-environment ./test/support/jsdomWithFetch.ts */
/**
 * The games lobby against a real contract server: choosing a provider or a tag writes it into the URL and
 * the grid then shows exactly what the API returns for that filter; the search box settles into `?q=`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paginated, Game, Provider, Tag } from '@/api/types';
import GamesScreen from '@/features/games/screens/GamesScreen';
import GamesByProviderScreen from '@/features/games/screens/GamesByProviderScreen';
import { gamesMessages } from '@/features/games/messages';
import { renderWithStack } from '../../../support/renderWithStack';
import { contractServerForFile } from '../../../support/contractServer';

/** The screens are in Russian: the API is read in the same language (tag names are translated). */
const inRussian = { headers: { 'accept-language': 'ru' } };
let providers: Provider[];
let tags: Tag[];

const server = contractServerForFile({ inChildProcess: true });
beforeAll(async () => {
  providers = (await (await server.api('/providers', inRussian)).json()) as Provider[];
  tags = (await (await server.api('/tags', inRussian)).json()) as Tag[];
});

const routes = [
  { path: '/games', element: <GamesScreen /> },
  { path: '/games/manufactured-by/:id', element: <GamesByProviderScreen /> },
];

/** What the API itself answers for a filter: the expected total and first titles. */
async function expected(query: string): Promise<Paginated<Game>> {
  return (await (await server.api(`/games?${query}`, inRussian)).json()) as Paginated<Game>;
}

const totalText = (count: number) => `Найдено игр: ${count}`;

test('choosing a provider, then a tag, updates the URL and the games shown', async () => {
  const view = renderWithStack(server.apiUrl, routes, '/games');
  const all = await expected('sort=popular');
  expect((await screen.findByTestId('games-total', {}, { timeout: 10_000 })).textContent).toContain(
    totalText(all.meta.total),
  );

  const provider = providers.find((p) => p.games_count > 5) as Provider;
  const select = screen.getByTestId('provider-filter');
  await waitFor(() => expect(within(select).getByRole('option', { name: new RegExp(provider.name) })).toBeTruthy());
  fireEvent.change(select, { target: { value: provider.slug } });

  // Each step waits for the contract server's answer to reach the grid (longer than waitFor's 1 s on a busy machine).
  await waitFor(() => expect(view.url()).toBe(`/games?provider=${provider.slug}`), { timeout: 5000 });
  const byProvider = await expected(`provider=${provider.slug}&sort=popular`);
  await waitFor(
    () => expect(screen.getByTestId('games-total').textContent).toContain(totalText(byProvider.meta.total)),
    { timeout: 5000 },
  );
  const cards = screen.getAllByTestId('game-card');
  expect(cards).toHaveLength(Math.min(24, byProvider.meta.total));
  for (const card of cards) expect(card.textContent).toContain(provider.name);
  expect(cards[0]?.textContent).toContain(byProvider.data[0]?.title ?? '');

  // A tag the provider has games in, so the combined filter is not empty.
  const providerGame = byProvider.data.find((g) => g.tags.length > 0) as Game;
  const tag = tags.find((t) => t.slug === providerGame.tags[0]?.slug) as Tag;
  await userEvent.click(screen.getByRole('button', { name: tag.name }));
  await waitFor(() => expect(view.url()).toBe(`/games?provider=${provider.slug}&tag=${tag.slug}`), { timeout: 5000 });
  const both = await expected(`provider=${provider.slug}&tag=${tag.slug}&sort=popular`);
  await waitFor(() => expect(screen.getByTestId('games-total').textContent).toContain(totalText(both.meta.total)), {
    timeout: 5000,
  });
  expect(screen.getByText(both.data[0]?.title ?? '-')).toBeTruthy();
  expect(screen.getByRole('button', { name: tag.name }).getAttribute('aria-pressed')).toBe('true');
}, 30_000);

test('the search box settles into ?q= and the grid shows the matching games', async () => {
  const view = renderWithStack(server.apiUrl, routes, '/games?sort=name');
  await screen.findByTestId('games-total', {}, { timeout: 10_000 });
  const firstTitle = (await expected('sort=name')).data[0]?.title ?? '';
  const word = firstTitle.split(' ')[0] ?? firstTitle;
  await userEvent.type(screen.getByTestId('game-search'), word);
  await waitFor(() => expect(view.url()).toBe(`/games?sort=name&q=${encodeURIComponent(word).replace(/%20/g, '+')}`), {
    timeout: 3000,
  });
  const found = await expected(`search=${encodeURIComponent(word)}&sort=name`);
  await waitFor(() => expect(screen.getByTestId('games-total').textContent).toContain(totalText(found.meta.total)), {
    timeout: 5000,
  });
  for (const card of screen.getAllByTestId('game-card'))
    expect(card.textContent?.toLowerCase()).toContain(word.toLowerCase());
}, 30_000);

test('the example in the search box finds games, in either language', async () => {
  renderWithStack(server.apiUrl, routes, '/games?sort=name');
  const box = (await screen.findByTestId('game-search')) as HTMLInputElement;
  expect(box.placeholder).toBe(gamesMessages.ru.searchPlaceholder);
  for (const example of [gamesMessages.ru.searchPlaceholder, gamesMessages.en.searchPlaceholder]) {
    const word = example.split(', ').pop() ?? example;
    expect((await expected(`search=${encodeURIComponent(word)}`)).meta.total).toBeGreaterThan(0);
  }
  // Typed as a player would: the Russian example finds the games named in English.
  const word = gamesMessages.ru.searchPlaceholder.split(', ').pop() ?? '';
  await userEvent.type(box, word);
  await waitFor(() => expect(screen.getAllByTestId('game-card')[0]?.textContent).toMatch(/Gold/), { timeout: 5000 });
}, 30_000);

test('a provider page names the provider and shows only its games', async () => {
  const provider = providers[providers.length - 1] as Provider;
  renderWithStack(server.apiUrl, routes, `/games/manufactured-by/${provider.slug}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: new RegExp(provider.name) }, { timeout: 10_000 }),
  ).toBeTruthy();
  await waitFor(
    () => expect(screen.getByTestId('games-total').textContent).toContain(totalText(provider.games_count)),
    { timeout: 10_000 },
  );
  for (const card of screen.getAllByTestId('game-card')) expect(card.textContent).toContain(provider.name);
}, 30_000);
