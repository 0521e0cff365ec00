/**
 * Free spins in a real browser against the real contract server, as player@example.com: a free-spin card's Play
 * button opens its game, a spin there uses a free spin and leaves the balance alone, and the counter on /freespins
 * moves live when a free spin is played elsewhere.
 */
import { apiJson, userChannelSubscribed } from '../support/api';
import { screenshot } from '../support/browser';
import { context, page, setUpBrowserSuite, stack } from '../support/suite';
import { putAuthCookie } from '../support/ui';

jest.setTimeout(120_000);

type Freespin = { id: number; game: { slug: string; title: string }; quantity: number; used: number; status: string };

setUpBrowserSuite({ page: 'perFile', offline: true });
let token: string;
let pack: Freespin;

beforeAll(async () => {
  token = await stack.server.signInAs('player');
  const packs = await apiJson<Freespin[]>(stack.apiUrl, '/freespins', token);
  pack = packs.find((f) => f.status === 'active' && f.used === 0)!;
  await putAuthCookie(context, stack);
});

function card() {
  return page.getByRole('article', { name: pack.game.title });
}

it('plays a free spin from the card: the counter moves, the balance does not', async () => {
  await page.goto(`${stack.spaUrl}/freespins`);
  await card().getByText(`0 из ${pack.quantity}`).waitFor();
  await screenshot(page, 'polish-freespins-1440');
  const balance = await page.getByTestId('header-balance').textContent();

  await card().getByTestId('freespin-play').click();
  await page.waitForURL((url) => url.pathname === `/play/${pack.game.slug}` && url.searchParams.get('mode') === 'real');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('slot-freespins').getByText(String(pack.quantity)).waitFor();
  await frame.getByTestId('slot-spin').click();
  await frame
    .getByTestId('slot-freespins')
    .getByText(String(pack.quantity - 1))
    .waitFor();
  await frame
    .getByTestId('slot-message')
    .getByText(/Фриспин/)
    .waitFor();
  await screenshot(page, 'polish-freespin-played-1440');
  await expect(page.getByTestId('header-balance').textContent()).resolves.toBe(balance);

  await page.goto(`${stack.spaUrl}/freespins`);
  await card().getByText(`1 из ${pack.quantity}`).waitFor();
  await expect(page.getByTestId('header-balance').textContent()).resolves.toBe(balance);
  const server = await apiJson<{ user: { balance: string } }>(stack.apiUrl, '/auth/user', token);
  expect(server.user.balance).toBe('1000.00');
});

it('moves the counter on /freespins live when a free spin is played on another device', async () => {
  await card().getByText(`1 из ${pack.quantity}`).waitFor();
  // The page above was loaded afresh: its realtime client subscribes once it has painted.
  await userChannelSubscribed(stack, token);
  const opened = await stack.server.api(`/games/${pack.game.slug}/sessions`, {
    method: 'POST',
    token,
    json: { mode: 'real' },
  });
  const { session } = (await opened.json()) as { session: { id: string } };
  const spun = await stack.server.api(`/play/${session.id}/spins`, { method: 'POST', token, json: { stake: '1.00' } });
  expect(spun.status).toBe(200);
  // No reload: the push patches the card.
  await card().getByText(`2 из ${pack.quantity}`).waitFor();
});
