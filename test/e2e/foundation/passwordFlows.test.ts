/** Sign-up, restore and reset through the real forms and the contract server's development mailbox. */
import { screenshot } from '../support/browser';
import { page, setUpBrowserSuite, stack } from '../support/suite';
import { fillSignUpForm } from '../support/signUpForm';

setUpBrowserSuite({ page: 'perTest' });

/** The newest development e-mail to an address, and the first SPA link in it. */
async function linkMailedTo(email: string): Promise<URL> {
  const res = await stack.server.api(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { text: string }[];
  const text = mails.at(-1)?.text ?? '';
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return new URL(link);
}

test('sign-up with a currency signs in and forces the new user to /verify-email', async () => {
  const email = `fresh-${Date.now()}@example.com`;
  await page.goto(`${stack.spaUrl}/sign-up`);
  const form = page.getByTestId('sign-up-form');
  await form.waitFor();
  await fillSignUpForm(form, { email, password: 'a-long-password-1' });
  await screenshot(page, 'foundation-sign-up-dialog');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.waitForURL((url) => url.pathname === '/verify-email');
  await page.locator('[data-auth-status="signedIn"]').waitFor();
  await expect(page.getByTestId('header-balance').textContent()).resolves.toContain('₽');
});

test('a sign-up with different passwords is stopped before the server', async () => {
  await page.goto(`${stack.spaUrl}/sign-up`);
  const form = page.getByTestId('sign-up-form');
  await fillSignUpForm(form, {
    email: 'x@example.com',
    password: 'first-password',
    confirmation: 'second-password',
    consents: false,
  });
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await form.getByText('Пароли не совпадают').waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-up');
});

test('restore sends a link; the link sets a new password and signs in', async () => {
  const email = 'unverified@example.com';
  await page.goto(`${stack.spaUrl}/restore-password`);
  const restore = page.getByTestId('restore-password-form');
  await restore.getByLabel(/e-?mail/i).fill(email);
  await restore.getByRole('button', { name: 'Отправить ссылку' }).click();
  await restore.getByTestId('form-message').waitFor();

  const link = await linkMailedTo(email);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${stack.spaUrl}${link.pathname}${link.search}`);
  const reset = page.getByTestId('reset-password-form');
  await reset.getByLabel('Новый пароль').fill('brand-new-password');
  await reset.getByLabel(/повторите пароль/i).fill('brand-new-password');
  await reset.getByRole('button', { name: 'Сохранить пароль' }).click();
  await page.locator('[data-auth-status="signedIn"]').waitFor();
  // The mailbox proved the address, so the reset also verified it: the user lands on the home page.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('header-balance').waitFor();
  const signIn = await stack.server.api('/auth/sign-in', {
    method: 'POST',
    json: { email, password: 'brand-new-password' },
  });
  expect(signIn.status).toBe(200);
});

test('a reset link without its token says so instead of showing a form', async () => {
  await page.goto(`${stack.spaUrl}/reset-password?email=player%40example.com`);
  await page.getByText('Ссылка неполная', { exact: false }).waitFor();
  await expect(page.getByTestId('reset-password-form').count()).resolves.toBe(0);
});
