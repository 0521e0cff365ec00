/**
 * Referrals in real browsers against the real contract and realtime servers (docs/referrals.md): a friend opens the
 * referrer's /r/{code} link, browses the site, then signs up with the code the cookie kept; the sign-up is listed on
 * the referrer's dashboard, and the friend's first deposit pays the referrer, pushed to their open page (the toast,
 * the header balance and the dashboard's row). The link copies with «Текст скопирован» and shares where it can.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { signedCallback } from '../../support/walletFixtures';
import { formatMoney } from '../../../src/ui/format';
import { userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { waitUntil } from '../support/realtimeStack';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { cookieNamed } from '../support/ui';
import { fillSignUpForm } from '../support/signUpForm';

jest.setTimeout(180_000);
setUpBrowserSuite({ page: 'none' });

let referrer: BrowserContext;
let friend: BrowserContext;
let referrerPage: Page;
let friendPage: Page;
let referrerToken: string;
let code: string;
let openingBalance: number;

const REFERRER_EMAIL = `host-${Date.now()}@example.org`;
const FRIEND_EMAIL = `newcomer-${Date.now()}@example.org`;

/** A first deposit of the friend, credited through the stand-in provider's signed callback. */
async function firstDeposit(token: string): Promise<void> {
  const started = await stack.server.api('/payments', {
    method: 'POST',
    token,
    json: { amount: '1000.00', method: 'card' },
  });
  expect(started.status).toBe(201);
  const { payment } = (await started.json()) as { payment: { id: number } };
  const done = await stack.server.api('/payments/callback', {
    method: 'POST',
    json: signedCallback(stack.server, payment.id, 'fulfilled'),
  });
  expect(done.status).toBe(200);
}

beforeAll(async () => {
  // The referrer signs up in Russian from a device of their own.
  const created = await stack.server.api('/auth/sign-up', {
    method: 'POST',
    headers: { 'accept-language': 'ru' },
    json: {
      email: REFERRER_EMAIL,
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      terms: true,
      adult: true,
      currency: 'RUB',
      device_id: 'referrer-device',
    },
  });
  expect(created.status).toBe(201);
  const answer = (await created.json()) as { token: string; user: { uuid: string; balance: string } };
  referrerToken = answer.token;
  openingBalance = Number(answer.user.balance);
  // Verified, so the account's pages open (an unverified account waits on the verify page).
  const row = stack.server.domain.repos.users.byUuid(answer.user.uuid);
  if (row) stack.server.domain.repos.users.update(row.id, { email_verified_at: new Date().toISOString() });
  referrer = await newContext(browser);
  await referrer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.spaUrl });
  await referrer.addCookies([{ name: 'auth_token', value: referrerToken, url: stack.spaUrl, sameSite: 'Lax' }]);
  // A share sheet to watch (desktop Chromium on Linux has none).
  await referrer.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    navigator.share = (data?: ShareData) => {
      if (data) shared.push(data);
      return Promise.resolve();
    };
  });
  friend = await newContext(browser);
  [referrerPage, friendPage] = await Promise.all([referrer.newPage(), friend.newPage()]);
});

it('shows the code and link, copies with «Текст скопирован» and shares the link', async () => {
  await referrerPage.goto(`${stack.spaUrl}/referrals`);
  const codeShown = referrerPage.getByTestId('referral-code');
  await codeShown.waitFor();
  code = (await codeShown.textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = `${stack.spaUrl}/r/${code}`;
  await expect(referrerPage.getByTestId('referral-link').textContent()).resolves.toBe(link);
  await referrerPage.getByText('По вашей ссылке пока никто не зарегистрировался.').waitFor();

  await referrerPage.getByRole('button', { name: 'Копировать ссылку' }).click();
  await referrerPage.getByText('Текст скопирован').waitFor();
  await expect(referrerPage.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);

  await referrerPage.getByRole('button', { name: 'Поделиться' }).click();
  await expect(
    referrerPage.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData[0]?.url),
  ).resolves.toBe(link);
});

it('keeps the code from /r/{code} through browsing to the sign-up, which lists the friend on the dashboard', async () => {
  await friendPage.goto(`${stack.spaUrl}/r/${code}`);
  await friendPage.waitForURL((url) => url.pathname === '/sign-up' && url.searchParams.get('ref') === code);
  expect((await cookieNamed(friendPage, 'referral_code'))?.value).toBe(code);

  // The friend looks around first, in fresh page loads, and comes to sign-up without the link's parameter.
  await friendPage.goto(`${stack.spaUrl}/games`);
  await friendPage.getByRole('heading', { level: 1 }).first().waitFor();
  await friendPage.goto(`${stack.spaUrl}/promotions`);
  await friendPage.getByRole('heading', { level: 1 }).first().waitFor();
  await friendPage.goto(`${stack.spaUrl}/sign-up`);
  const form = friendPage.getByTestId('sign-up-form');
  await expect(form.getByLabel('Промокод или код приглашения').inputValue()).resolves.toBe(code);
  await fillSignUpForm(form, { email: FRIEND_EMAIL, password: 'a-long-password-1' });
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await friendPage.waitForURL((url) => url.pathname === '/verify-email');
  // The form forgets the code once the sign-up answers, which may be a moment after the page has moved on.
  await waitUntil(
    'the referral cookie is gone',
    async () => (await cookieNamed(friendPage, 'referral_code')) === undefined,
  );

  await referrerPage.goto(`${stack.spaUrl}/referrals`);
  const row = referrerPage.getByRole('listitem').filter({ hasText: 'ne***@e***.org' });
  await row.getByText('Ждём первый депозит').waitFor();
  await expect(referrerPage.getByTestId('referrals-count').textContent()).resolves.toBe('1');
  await expect(referrerPage.textContent('body')).resolves.not.toContain(FRIEND_EMAIL);
});

it('pays the referrer on the friend’s first deposit, pushed to the open dashboard', async () => {
  const friendToken = (await cookieNamed(friendPage, 'auth_token'))?.value ?? '';
  expect(friendToken).not.toBe('');
  await userChannelSubscribed(stack, referrerToken);
  await firstDeposit(friendToken);

  await referrerPage.getByText('Вы получили приз 500,00 ₽: Приглашённый вами игрок сделал первый депозит').waitFor();
  const balance = formatMoney((openingBalance + 500).toFixed(2), 'RUB');
  await referrerPage.getByTestId('header-balance').filter({ hasText: balance }).waitFor();
  const row = referrerPage.getByRole('listitem').filter({ hasText: 'ne***@e***.org' });
  await row.getByText('Начислено 500,00 ₽').waitFor();
  await expect(referrerPage.getByTestId('referrals-earned').textContent()).resolves.toBe(formatMoney('500.00', 'RUB'));
  await screenshot(referrerPage, 'referrals-dashboard-1440');
  await referrerPage.setViewportSize(VIEWPORTS.phone);
  await referrerPage.goto(`${stack.spaUrl}/v1/referrals`);
  await row.getByText('Начислено 500,00 ₽').waitFor();
  await screenshot(referrerPage, 'referrals-dashboard-v1-360');
});

it('reads in English in both generations', async () => {
  await referrerPage.setViewportSize(VIEWPORTS.desktop);
  await referrerPage.goto(`${stack.spaUrl}/referrals`);
  await referrerPage.getByRole('group', { name: 'Язык' }).first().getByRole('button', { name: 'EN' }).click();
  await referrerPage.getByRole('heading', { name: 'Invite friends' }).waitFor();
  await referrerPage.getByText(`${formatMoney('500.00', 'RUB', { numbersIn: 'en' })} credited`).waitFor();
  await referrerPage.getByText('How it is calculated').waitFor();
  await screenshot(referrerPage, 'referrals-dashboard-1440-en');
  await referrerPage.setViewportSize(VIEWPORTS.phone);
  await referrerPage.goto(`${stack.spaUrl}/v1/referrals`);
  await referrerPage.getByText(`${formatMoney('500.00', 'RUB', { numbersIn: 'en' })} credited`).waitFor();
  await screenshot(referrerPage, 'referrals-dashboard-v1-360-en');
});
