/**
 * Verification at the point of need, in a real browser against the real contract server (docs/kyc.md): a withdrawal
 * over the level-0 limit is stopped in the form before any request, which leads into verification; the player
 * uploads (a wrong file refused in the browser first); support rejects one document with a reason and approves the
 * other in /support/verifications, and the player's open page shows each decision live; once verified, the same
 * withdrawal goes through.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@/ui/format';
import { newPlayer } from '../../support/walletFixtures';
import { channelSubscriptions, userChannelSubscribed } from '../support/api';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { putAuthCookie } from '../support/ui';

jest.setTimeout(240_000);
setUpBrowserSuite({ page: 'none' });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
const rub = (amount: string): string => formatMoney(amount, 'RUB');
const REASON = 'The bill is older than three months.';

async function signedInPage(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { locale: 'en-US' });
  await context.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  return { context, page: await context.newPage() };
}

/** Sends one file for a kind of document from its card. */
async function upload(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const card = page.getByTestId(`kyc-${kind}`);
  await card.getByTestId(`kyc-${kind}-input`).setInputFiles(file);
  await card.getByTestId(`kyc-${kind}-chosen`).waitFor();
  await card.getByTestId(`kyc-${kind}-send`).click();
}

/** Sends one file for a kind of document through the API, as the player's phone would; the kind is then pending. */
async function uploadThroughApi(token: string, kind: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  expect((await stack.server.api('/kyc/documents', { method: 'POST', token, body: form })).status).toBe(201);
}

const statusOf = (page: Page, kind: string) => page.getByTestId(`kyc-${kind}`).getAttribute('data-status');

test('a withdrawal over the limit leads into verification; support decides; the open page follows live', async () => {
  const player = await newPlayer(stack.server, '60000.00');
  const { context, page } = await signedInPage(player.token);
  const withdrawals: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/withdrawals')) withdrawals.push(request.url());
  });

  // The form says it while the amount is typed, before any submit, and leads into verification.
  await page.goto(`${stack.spaUrl}/payout`);
  const form = page.getByTestId('withdrawal-form');
  await form.getByTestId('withdrawal-kyc-left').getByText(rub('50000.00'), { exact: false }).waitFor();
  await form.getByLabel('Amount').fill('55000');
  await form.getByTestId('withdrawal-kyc-required').waitFor();
  await form.getByText('More than you can withdraw without verification', { exact: true }).waitFor();
  // The "how much more" sentence is said once, up front (not again under the field).
  expect(await form.getByText(/withdraw .* more/).count()).toBe(1);
  await screenshot(page, 'withdrawal-kyc-desktop-en');
  await form.getByLabel('Details').fill('4111 1111 1111 1111');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await form.getByTestId('withdrawal-kyc-verify').click();
  await page.waitForURL(`${stack.spaUrl}/verification`);
  expect(withdrawals).toEqual([]);

  await page.getByTestId('kyc-level').getByText('Level 0').waitFor();
  // A GIF named as a PNG is refused here, by its bytes, before it is sent.
  await upload(page, 'identity', { name: 'passport.png', mimeType: 'image/png', buffer: GIF });
  await page.getByTestId('kyc-identity-error').getByText('“passport.png” is not a JPEG, PNG or PDF file.').waitFor();
  await upload(page, 'identity', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-identity"]')?.getAttribute('data-status') === 'pending',
  );
  await upload(page, 'address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-address"]')?.getAttribute('data-status') === 'pending',
  );
  await page.getByTestId('kyc-identity').getByText('passport.jpg').waitFor();
  await screenshot(page, 'verification-desktop-en');

  // Support reviews in its own browser; the player's page stays open (a mark on window proves no reload).
  await page.evaluate(() => ((window as unknown as { kycMark: boolean }).kycMark = true));
  await userChannelSubscribed(stack, player.token);
  const admin = await newContext(browser, { locale: 'en-US' });
  await putAuthCookie(admin, stack, 'admin');
  const support = await admin.newPage();
  await support.goto(`${stack.spaUrl}/support/reports`);
  await support.getByTestId('support-verifications').click();
  await support.waitForURL(`${stack.spaUrl}/support/verifications`);
  const entry = support.locator(`[data-testid="kyc-review-player"][data-email="${player.email}"]`);
  const identity = entry.getByTestId('kyc-review-identity');
  await identity.getByTestId('kyc-file-show').click();
  await identity.getByTestId('kyc-file-image').waitFor();
  await screenshot(support, 'support-verifications-desktop-en');
  await identity.getByTestId('kyc-approve').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-identity"]')?.getAttribute('data-status') === 'approved',
  );
  // The decision is told in a toast on the open page, too.
  await page.getByText('Identity document: approved.').waitFor();
  const address = entry.getByTestId('kyc-review-address');
  await address.getByTestId('kyc-reject').click();
  await address.getByTestId('kyc-reject-reason').fill(REASON);
  await address.getByTestId('kyc-reject-confirm').click();
  await page.getByTestId('kyc-address-reason').getByText(REASON).waitFor();
  await page.getByText(`Proof of address: rejected. Reason: ${REASON}`).waitFor();
  expect(await statusOf(page, 'address')).toBe('rejected');

  // A new address document, approved: level 1 arrives on the open page.
  await upload(page, 'address', { name: 'statement.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-address"]')?.getAttribute('data-status') === 'pending',
  );
  // The open review list shows the new document by itself.
  await entry.getByTestId('kyc-review-address').getByTestId('kyc-approve').click();
  await page.getByTestId('kyc-level').getByText('Level 1').waitFor();
  await page.getByText('Withdrawals with no verification limit.').waitFor();
  expect(await page.evaluate(() => (window as unknown as { kycMark?: boolean }).kycMark)).toBe(true);
  await screenshot(page, 'verification-approved-desktop-en');
  await support.setViewportSize(VIEWPORTS.phone);
  await admin.close();

  // The same withdrawal now goes through.
  await page.getByRole('link', { name: 'Go to withdrawal' }).click();
  await page.waitForURL(`${stack.spaUrl}/payout`);
  await form.getByLabel('Amount').fill('55000');
  await form.getByLabel('Details').fill('4111 1111 1111 1111');
  expect(await form.getByTestId('withdrawal-kyc-required').count()).toBe(0);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await page.getByText(`Withdrawal of ${rub('55000.00')} requested`).waitFor();
  expect(withdrawals).toHaveLength(1);

  // The compact generation and Russian, at 360 px and at 1440 px.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/verification`);
  await page.getByTestId('kyc-level').getByText('Level 1').waitFor();
  await screenshot(page, 'verification-phone-en');
  expect(
    (await stack.server.api('/profile', { method: 'PATCH', token: player.token, json: { locale: 'ru' } })).status,
  ).toBe(200);
  await page.reload();
  await page.getByRole('heading', { name: 'Проверка аккаунта' }).waitFor();
  await screenshot(page, 'verification-phone-ru');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${stack.spaUrl}/verification`);
  await page.getByTestId('kyc-level').getByText('Уровень 1').waitFor();
  await screenshot(page, 'verification-desktop-ru');
  await context.close();
});

test('an unverified player at 360 px: the form and the verification screen in Russian', async () => {
  const player = await newPlayer(stack.server, '60000.00');
  expect(
    (await stack.server.api('/profile', { method: 'PATCH', token: player.token, json: { locale: 'ru' } })).status,
  ).toBe(200);
  const { context, page } = await signedInPage(player.token);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${stack.spaUrl}/v1/payout`);
  const form = page.getByTestId('withdrawal-form');
  await form.getByLabel('Сумма').fill('50000,01');
  await form.getByTestId('withdrawal-kyc-required').waitFor();
  await screenshot(page, 'withdrawal-kyc-phone-ru');
  await form.getByTestId('withdrawal-kyc-verify').click();
  await page.waitForURL(`${stack.spaUrl}/v1/verification`);
  await page.getByTestId('kyc-level').getByText('Уровень 0').waitFor();
  await screenshot(page, 'verification-unverified-phone-ru');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${stack.spaUrl}/payout`);
  await form.getByLabel('Сумма').fill('50000,01');
  await form.getByTestId('withdrawal-kyc-required').waitFor();
  await screenshot(page, 'withdrawal-kyc-desktop-ru');
  await context.close();
});

test("the support desk's verification list follows uploads and decisions live, in each desk's language", async () => {
  const adminToken = await stack.server.signInAs('admin');
  const setAdminLocale = async (locale: 'en' | 'ru') =>
    expect((await stack.server.api('/profile', { method: 'PATCH', token: adminToken, json: { locale } })).status).toBe(
      200,
    );
  /** A desk in its own browser, open on the list in the admin's saved language; a mark on window proves no reload. */
  const openDesk = async (locale: 'en-US' | 'ru-RU', viewport: { width: number; height: number }, title: string) => {
    const context = await newContext(browser, { locale, viewport });
    await context.addCookies([{ name: 'auth_token', value: adminToken, url: stack.spaUrl }]);
    const page = await context.newPage();
    await page.goto(`${stack.spaUrl}/support/verifications`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.evaluate(() => ((window as unknown as { deskMark: boolean }).deskMark = true));
    return { context, page };
  };
  const row = (page: Page, email: string) => page.locator(`[data-testid="kyc-review-player"][data-email="${email}"]`);
  const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { deskMark?: boolean }).deskMark);

  await setAdminLocale('en');
  const english = await openDesk('en-US', VIEWPORTS.desktop, 'Document review');
  await channelSubscriptions(stack, 'private-support', 1);
  const first = await newPlayer(stack.server, '0');
  await uploadThroughApi(first.token, 'identity', 'passport.jpg', JPEG, 'image/jpeg');
  await row(english.page, first.email).getByTestId('kyc-review-identity').getByTestId('kyc-approve').waitFor();
  await screenshot(english.page, 'support-verifications-live-desktop-en');
  await english.page.setViewportSize(VIEWPORTS.phone);
  await screenshot(english.page, 'support-verifications-live-phone-en');

  // A second desk, in Russian on a phone: both hear the next upload.
  await setAdminLocale('ru');
  const russian = await openDesk('ru-RU', VIEWPORTS.phone, 'Проверка документов');
  await row(russian.page, first.email).waitFor();
  await channelSubscriptions(stack, 'private-support', 2);
  const second = await newPlayer(stack.server, '0');
  await uploadThroughApi(second.token, 'address', 'bill.pdf', PDF, 'application/pdf');
  await row(russian.page, second.email).getByTestId('kyc-review-address').getByText('Одобрить').waitFor();
  await row(english.page, second.email).getByTestId('kyc-review-address').getByText('Approve').waitFor();
  await screenshot(russian.page, 'support-verifications-live-phone-ru');
  await russian.page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(russian.page, 'support-verifications-live-desktop-ru');

  // Another administrator's decisions take the players off both lists.
  const decide = (userId: number, kind: string) =>
    stack.server.api(`/admin/kyc/${userId}/${kind}/approve`, { method: 'POST', token: adminToken });
  expect((await decide(first.id, 'identity')).status).toBe(200);
  expect((await decide(second.id, 'address')).status).toBe(200);
  for (const desk of [english.page, russian.page])
    for (const player of [first, second]) await row(desk, player.email).waitFor({ state: 'detached' });
  expect([await notReloaded(english.page), await notReloaded(russian.page)]).toEqual([true, true]);
  await Promise.all([english.context.close(), russian.context.close()]);
});

test("a decision is a row of the notifications list, worded in the player's language", async () => {
  const player = await newPlayer(stack.server, '0');
  const setLocale = async (locale: 'en' | 'ru') =>
    expect(
      (await stack.server.api('/profile', { method: 'PATCH', token: player.token, json: { locale } })).status,
    ).toBe(200);
  await setLocale('en');
  await uploadThroughApi(player.token, 'identity', 'passport.jpg', JPEG, 'image/jpeg');
  const { context, page } = await signedInPage(player.token);
  await page.goto(`${stack.spaUrl}/notifications`);
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await userChannelSubscribed(stack, player.token);

  // Support rejects while the list is open: the row arrives without a reload, in English.
  const reject = await stack.server.api(`/admin/kyc/${player.id}/identity/reject`, {
    method: 'POST',
    token: await stack.server.signInAs('admin'),
    json: { reason: REASON },
  });
  expect(reject.status).toBe(200);
  const row = page.getByTestId('notification-item').filter({ hasText: 'Account verification' });
  await row
    .getByText(`Identity document: rejected. Reason: ${REASON} Upload a new file on the verification page.`)
    .waitFor();
  expect(await row.getAttribute('data-unread')).toBe('true');
  await screenshot(page, 'notifications-kyc-desktop-en');
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, 'notifications-kyc-phone-en');

  // The same row in Russian once the player reads in Russian (the stored row is worded when it is read).
  await setLocale('ru');
  await page.reload();
  const russian = page.getByTestId('notification-item').filter({ hasText: 'Проверка аккаунта' });
  await russian
    .getByText(
      `Документ, удостоверяющий личность: отклонено. Причина: ${REASON} Загрузите новый файл на странице проверки.`,
    )
    .waitFor();
  await screenshot(page, 'notifications-kyc-phone-ru');
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, 'notifications-kyc-desktop-ru');
  await context.close();
});
