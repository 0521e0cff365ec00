/**
 * Two-factor sign-in in the browser: turned on from the settings page (QR code drawn in the page, key as text, a code
 * to confirm, the recovery codes once), then the sign-in's code step with an app code, a replayed code refused and
 * a recovery code accepted; turning it off asks for the password as well as a code.
 */
import type { Page } from 'playwright-core';
import { TOTP } from 'otpauth';
import { newContext, screenshot, VIEWPORTS } from '../support/browser';
import { browser, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO } from '../support/ui';

setUpBrowserSuite({ page: 'none' });

// The demo player (verified): this file's stack is its own, so the changes stay here.
const { email: EMAIL, password: PASSWORD } = DEMO.player;
/** A code of the secret for the time `offsetSteps` 30-second steps from now. */
const codeAt = (secret: string, offsetSteps = 0): string =>
  new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Opens the sign-in page in a fresh context and passes the password step: the code step shows. */
async function passwordStep(): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${stack.spaUrl}/sign-in`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(/e-?mail/i).fill(EMAIL);
  await form.getByLabel(/пароль/i).fill(PASSWORD);
  await form.getByRole('button', { name: 'Войти' }).click();
  await page.getByTestId('two-factor-step').waitFor();
  return page;
}

test('2FA on from settings; sign-in asks for the code; a replayed code is refused; a recovery code works', async () => {
  const token = await stack.server.signInAs('player');
  const settingsContext = await newContext(browser);
  await settingsContext.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  const settings = await settingsContext.newPage();
  await settings.goto(`${stack.spaUrl}/settings`);
  await settings.getByTestId('two-factor-off-state').getByRole('button', { name: 'Включить' }).click();

  // The QR code is drawn in the page, and the key is shown as text.
  const setup = settings.getByTestId('two-factor-setup');
  await setup.getByTestId('two-factor-qr').waitFor();
  const secret = ((await setup.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshot(settings, 'account-two-factor-setup-desktop');
  await settings.setViewportSize(VIEWPORTS.phone);
  await screenshot(settings, 'account-two-factor-setup-phone');

  // The step before now: the sign-in below uses the current step's code, which must be a later one.
  await setup.getByLabel('Код из приложения').fill(codeAt(secret, -1));
  await setup.getByRole('button', { name: 'Подтвердить' }).click();
  const codesBlock = settings.getByTestId('recovery-codes');
  await codesBlock.waitFor();
  const codes = await codesBlock.locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  await screenshot(settings, 'account-two-factor-codes-phone');
  await codesBlock.getByRole('button', { name: 'Я сохранил коды' }).click();
  await settings.getByTestId('two-factor-on').getByText('Резервных кодов осталось: 10').waitFor();
  await settingsContext.close();

  // Sign-in with the app's code.
  const code = codeAt(secret);
  const first = await passwordStep();
  await screenshot(first, 'account-two-factor-step-desktop');
  await first.getByTestId('two-factor-step').getByLabel('Код').fill(code);
  await first.getByRole('button', { name: 'Войти' }).click();
  await first.locator('[data-auth-status="signedIn"]').waitFor();
  await first.context().close();

  // The same code again, within its window: refused; then a recovery code signs in.
  const second = await passwordStep();
  const step = second.getByTestId('two-factor-step');
  await step.getByLabel('Код').fill(code);
  await step.getByRole('button', { name: 'Войти' }).click();
  await step.getByTestId('form-message').getByText('Этот код уже использован').waitFor();
  await step.getByRole('button', { name: /резервный код/ }).click();
  await step.getByLabel('Резервный код').fill(codes[0] ?? '');
  await step.getByRole('button', { name: 'Войти' }).click();
  await second.locator('[data-auth-status="signedIn"]').waitFor();
  await second.context().close();

  const status = await stack.server.api('/auth/two-factor', { token });
  expect(await status.json()).toEqual({ enabled: true, recovery_codes_left: 9, password_required: true });

  // Turning it off asks for the password as well as a code: a wrong password is refused and spends no code.
  const offContext = await newContext(browser, { viewport: VIEWPORTS.phone });
  await offContext.addCookies([{ name: 'auth_token', value: token, url: stack.spaUrl }]);
  const off = await offContext.newPage();
  await off.goto(`${stack.spaUrl}/settings`);
  const on = off.getByTestId('two-factor-on');
  await on.getByRole('button', { name: 'Выключить' }).click();
  const dialog = off.getByTestId('two-factor-off');
  await dialog.getByLabel('Текущий пароль').fill('not-the-password');
  await dialog.getByLabel('Код из приложения или резервный код').fill(codes[1] ?? '');
  await dialog.getByRole('button', { name: 'Выключить' }).click();
  await dialog.getByTestId('form-message').getByText('Неверный пароль.').waitFor();
  expect(await dialog.getByLabel('Текущий пароль').getAttribute('aria-invalid')).toBe('true');
  await screenshot(off, 'account-two-factor-off-phone');
  await dialog.getByLabel('Текущий пароль').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Выключить' }).click();
  await off.getByTestId('two-factor-off-state').waitFor();
  await offContext.close();
  expect(await (await stack.server.api('/auth/two-factor', { token })).json()).toEqual({
    enabled: false,
    recovery_codes_left: 0,
    password_required: true,
  });
}, 120_000);
