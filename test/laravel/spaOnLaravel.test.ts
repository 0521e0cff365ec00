/**
 * The SPA's production build on a Laravel backend, in Chromium: signs in through its form against Sanctum, has its
 * private and presence channels signed by Laravel's own broadcasting auth, and shows what events fired by Laravel
 * (`php artisan realtime:demo`, Laravel's `reverb` broadcaster) carry. The realtime server is our own
 * Pusher-protocol server, asked through the Pusher HTTP API only, as one would ask Reverb.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parseReportFile } from '@/diagnostics/logFormat';
import { formatMoney } from '@/ui/format';
import { eventValidator, validationErrorsText } from '../support/openapiResponses';
import { channelEvent, connected, pusherJsClient } from '../server/realtime/helpers';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { waitUntil } from '../e2e/support/realtimeStack';
import { DEMO, headerShowsBalance, signInThroughUi } from '../e2e/support/ui';
import { describeProblemFromMenu, downloadReport } from '../e2e/support/reportDialog';
import { startLaravelStack, type LaravelStack } from './support/laravelStack';
import { laravelApi, PRESENCE } from './support/laravelApi';

jest.setTimeout(120_000);

let stack: LaravelStack;
let browser: Browser;
let playerUuid: string;
/** The player's Sanctum token from the suite's first sign-in (sign-ins are throttled per e-mail address and IP). */
let playerToken: string;
/** The ids the other members of the presence channel see for the player and for the unverified demo user. */
let playerMemberId: string;
let secondUuid: string;
let secondMemberId: string;
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'laravel-e2e-'));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startLaravelStack(), launchBrowser()]);
  const [player, second] = await Promise.all([
    signInThroughApi(DEMO.player.email),
    signInThroughApi(DEMO.unverified.email),
  ]);
  ({ token: playerToken, uuid: playerUuid } = player);
  secondUuid = second.uuid;
  [playerMemberId, secondMemberId] = await Promise.all([
    presenceMember(playerToken),
    presenceMember(second.token),
  ]).then((members) => members.map((member) => member.user_id));
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
  fs.rmSync(downloads, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const rub = (amount: string) => formatMoney(amount, 'RUB');
const privateChannel = () => `private-App.Models.User.${playerUuid}`;
const fire = (event: string, amount = '250.00') => stack.artisan('realtime:demo', event, `--amount=${amount}`);
const { subscriptions, signInThroughApi, presenceMember, presenceIds, answer } = laravelApi(() => stack);

/** The player's balance as Laravel holds it. */
async function storedBalance(): Promise<string> {
  const user = await fetch(`${stack.apiUrl}/auth/user`, {
    headers: { accept: 'application/json', authorization: `Bearer ${playerToken}` },
  });
  return ((await user.json()) as { user: { balance: string } }).user.balance;
}

const plus = (balance: string, amount: string) => (Number(balance) + Number(amount)).toFixed(2);

async function signedInPage(email: string = DEMO.player.email): Promise<Page> {
  const page = await (await newContext(browser, { acceptDownloads: true })).newPage();
  await signInThroughUi(page, email, DEMO.player.password, { baseUrl: stack.spaUrl });
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  return page;
}

test("Laravel's answers to sign-in, user, sign-out and channel authorisation match server/openapi.yaml, 422s in Laravel's shape", async () => {
  // No Accept header: an API client that forgets it still gets JSON, never a redirect.
  await expect(answer('POST', '/auth/sign-in', 422, { json: {} })).resolves.toMatchObject({
    errors: { email: [expect.any(String)], password: [expect.any(String)] },
  });
  await expect(
    answer('POST', '/auth/sign-in', 422, { json: { email: 'not-an-email', password: 'x' } }),
  ).resolves.toMatchObject({ errors: { email: [expect.any(String)] } });
  await expect(
    answer('POST', '/auth/sign-in', 422, { json: { ...DEMO.player, password: 'wrong-password' } }),
  ).resolves.toEqual({
    message: 'These credentials do not match our records.',
    errors: { email: ['These credentials do not match our records.'] },
  });
  const { token } = (await answer('POST', '/auth/sign-in', 200, { json: DEMO.player })) as { token: string };
  await expect(answer('GET', '/auth/user', 200, { token })).resolves.toMatchObject({
    user: { uuid: playerUuid, email: DEMO.player.email, currency: { code: 'RUB' } },
  });
  await answer('GET', '/auth/user', 401);
  await expect(
    answer('POST', '/broadcasting/auth', 200, { token, json: { socket_id: '1.1', channel_name: privateChannel() } }),
  ).resolves.toEqual({ auth: expect.stringMatching(/^laravel-compat-key:[0-9a-f]{64}$/) });
  const presence = (await answer('POST', '/broadcasting/auth', 200, {
    token,
    json: { socket_id: '1.1', channel_name: PRESENCE },
  })) as { channel_data: string };
  // Others on the channel see a keyed hash of the player's uuid and a label made from it: never the uuid, the
  // database id or the name. One id per player, whichever socket asks.
  const member = JSON.parse(presence.channel_data) as { user_id: string };
  expect(member).toEqual({
    user_id: expect.stringMatching(/^[0-9a-f]{64}$/),
    user_info: { name: `Player ${member.user_id.slice(0, 6).toUpperCase()}` },
  });
  expect(member.user_id).toBe(playerMemberId);
  expect(secondMemberId).not.toBe(playerMemberId);
  expect(JSON.stringify(member)).not.toMatch(new RegExp(`${playerUuid}|${secondUuid}|player@`));
  await answer('POST', '/broadcasting/auth', 403, {
    token,
    json: { socket_id: '1.1', channel_name: 'private-App.Models.User.someone-else' },
  });
  await answer('POST', '/auth/sign-out', 204, { token });
  await answer('GET', '/auth/user', 401, { token });
});

test("the support desk's channel: Laravel signs an admin, refuses a player, and its KycReviewChanged reaches the desk", async () => {
  const tokenOf = async (who: { email: string; password: string }) =>
    (
      (await answer('POST', '/auth/sign-in', 200, { json: { email: who.email, password: who.password } })) as {
        token: string;
      }
    ).token;
  const admin = await tokenOf(DEMO.admin);
  // The SPA opens the support desk (and joins its channel) for a user whose roles hold admin.
  await expect(answer('GET', '/auth/user', 200, { token: admin })).resolves.toMatchObject({
    user: { roles: ['admin'] },
  });
  const desk = { socket_id: '1.1', channel_name: 'private-support' };
  await expect(answer('POST', '/broadcasting/auth', 200, { token: admin, json: desk })).resolves.toEqual(
    stack.pusher.authorizeChannel(desk.socket_id, desk.channel_name),
  );
  await answer('POST', '/broadcasting/auth', 403, { token: playerToken, json: desk });

  // A socket of the realtime server, its subscription signed by Laravel as the SPA has it signed.
  const client = pusherJsClient(
    stack.realtime.port,
    stack.appKey,
    async (socketId, channelName) =>
      (await answer('POST', '/broadcasting/auth', 200, {
        token: admin,
        json: { socket_id: socketId, channel_name: channelName },
      })) as { auth: string },
  );
  try {
    await connected(client);
    const channel = client.subscribe(desk.channel_name);
    await channelEvent(channel, 'pusher:subscription_succeeded', 5000);
    const pushed = channelEvent(channel, 'KycReviewChanged', 5000);
    await fire('KycReviewChanged');
    const payload = await pushed;
    const validate = eventValidator('KycReviewChanged');
    if (!validate(payload)) throw new Error(`KycReviewChanged: ${validationErrorsText(validate)}`);
    expect(payload).toMatchObject({ kind: 'identity', status: 'pending' });
  } finally {
    client.disconnect();
  }
});

test('a guest on the home page sees JackpotsUpdated, fired by Laravel on common, in the jackpot ticker', async () => {
  const page = await (await newContext(browser)).newPage();
  await page.goto(stack.spaUrl);
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  await waitUntil('common subscribed', async () => (await subscriptions('common')) > 0, 10_000);
  await fire('JackpotsUpdated', '1234567.89');
  await page.getByTestId('jackpot-ticker').getByText(formatMoney('1234567.89', 'USD')).waitFor({ timeout: 5000 });
});

test('signed in through the form, the player has both channels signed by Laravel, and each event fired by Laravel reaches the screen', async () => {
  const page = await signedInPage();
  await waitUntil('private channel subscribed', async () => (await subscriptions(privateChannel())) === 1, 10_000);
  await waitUntil('on the presence channel', async () => (await presenceIds()).includes(playerMemberId), 10_000);
  await headerShowsBalance(page, '1000.00');

  await fire('BalanceChanged');
  await headerShowsBalance(page, '1250.00');
  await fire('PaymentFulfilled');
  await page.getByText(`Платёж на ${rub('250.00')} зачислен. Баланс: ${rub('1500.00')}`).waitFor({ timeout: 5000 });
  await headerShowsBalance(page, '1500.00');
  await fire('BonusCreatedNotification', '100.00');
  await page
    .getByText(`Вы получили бонус «Бонус на первый депозит» на ${rub('100.00')}, вейджер x35`)
    .waitFor({ timeout: 5000 });
  await fire('CashRewardNotification', '50.00');
  await page.getByText(`Вы получили приз ${rub('50.00')}: Кешбэк за неделю`).waitFor({ timeout: 5000 });
  await fire('FreespinRewardNotification');
  await page.getByText('Вы получили 25 фриспинов в игре Book of Dead').waitFor({ timeout: 5000 });
});

test("presence: another player signing in joins the first one's online count, and signing out leaves both channels", async () => {
  const first = await signedInPage();
  const online = (page: Page, count: number) =>
    page.locator(`[data-testid="online-count"][data-source="presence"][aria-label="Игроков онлайн: ${count}"]`);
  await online(first, 1).waitFor();

  const second = await signedInPage(DEMO.unverified.email);
  await online(first, 2).waitFor({ timeout: 5000 });
  await waitUntil(
    'both players on the presence channel',
    async () => (await presenceIds()).sort().join() === [playerMemberId, secondMemberId].sort().join(),
    10_000,
  );
  await waitUntil(
    "the second player's private channel subscribed",
    async () => (await subscriptions(`private-App.Models.User.${secondUuid}`)) === 1,
    10_000,
  );

  await second.getByTestId('user-menu-button').click();
  await second.getByRole('menuitem', { name: 'Выйти' }).click();
  await second.getByTestId('sign-in-button').waitFor();
  await online(first, 1).waitFor({ timeout: 5000 });
  await waitUntil(
    'the second player left the presence channel',
    async () => !(await presenceIds()).includes(secondMemberId),
    10_000,
  );
  expect(await subscriptions(`private-App.Models.User.${secondUuid}`)).toBe(0);
  expect(await presenceIds()).toEqual([playerMemberId]);
});

test('after a realtime server restart the page is live again, and the action log of that session replays in /replay', async () => {
  const page = await signedInPage();
  await waitUntil('private channel subscribed', async () => (await subscriptions(privateChannel())) === 1, 10_000);
  const before = await storedBalance();
  await fire('PaymentFulfilled', '100.00');
  await headerShowsBalance(page, plus(before, '100.00'));

  // What `reverb:restart` does to clients: the server goes away and comes back on the same port.
  await stack.realtime.restart();
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout: 20_000 });
  await waitUntil(
    'private channel signed by Laravel again',
    async () => (await subscriptions(privateChannel())) === 1,
    20_000,
  );
  await fire('BalanceChanged', '50.00');
  const final = plus(before, '150.00');
  await headerShowsBalance(page, final);

  const download = await downloadReport(page, await describeProblemFromMenu(page, 'Проверка на Laravel'));
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).not.toContain(DEMO.player.password);
  expect(text).not.toContain(DEMO.player.email);
  expect(parseReportFile(text).actions.map((action) => action.type)).toEqual(
    expect.arrayContaining(['realtime/paymentFulfilled', 'realtime/balanceChanged', 'realtime/reconnected']),
  );

  await page.goto(`${stack.spaUrl}/replay`);
  await page.getByTestId('replay-file-input').setInputFiles(file);
  const banner = page.getByTestId('replay-verification');
  await banner.waitFor();
  // The banner's words name the first checkpoint that differs, should one differ.
  expect(`${await banner.getAttribute('data-verified')}: ${await banner.textContent()}`).toMatch(/^true: /);
  await page
    .getByTestId('replay-frame')
    .getByTestId('header-balance')
    .filter({ hasText: rub(final) })
    .waitFor();
});
