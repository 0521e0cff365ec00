/**
 * E-mail verification end to end: unverified@example.com is held on /verify-email, resends the letter
 * (countdown from availableIn, resumed from the server's figure when the page opens again), a forged link is refused, and the link from the dev
 * mailbox verifies the address and lets the user into the site.
 */
import { apiJson } from '../support/api';
import { newContext, screenshot } from '../support/browser';
import { blockExternalScripts, browser, page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, signInThroughUi } from '../support/ui';

jest.setTimeout(120_000);

interface Mail {
  to: string;
  subject: string;
  text: string;
}

setUpBrowserSuite({ page: 'perFile', offline: true });

/** The newest verification link in the dev mailbox for the address. */
async function latestVerificationLink(email: string): Promise<URL> {
  const mails = await apiJson<Mail[]>(stack.apiUrl, `/dev/mailbox?to=${encodeURIComponent(email)}`);
  const texts = mails
    .map((mail) => /(https?:\/\/\S+\/verify-email\?\S+)/.exec(mail.text)?.[1])
    .filter((link): link is string => Boolean(link));
  const link = texts.at(-1);
  if (!link) throw new Error('no verification e-mail in the dev mailbox');
  return new URL(link);
}

it('holds the unverified user on /verify-email and counts the resend button down from availableIn', async () => {
  await signInThroughUi(page, DEMO.unverified.email, DEMO.unverified.password, { baseUrl: stack.spaUrl });
  await page.waitForURL((url) => url.pathname === '/verify-email');
  await page.getByText(DEMO.unverified.email, { exact: false }).first().waitFor();

  await page.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await page.getByRole('status').filter({ hasText: 'Новая ссылка для подтверждения отправлена' }).waitFor();
  const counting = page.getByRole('button', { name: /Отправить снова через \d+ с/ });
  await counting.waitFor();
  expect(await counting.isDisabled()).toBe(true);
  const first = Number(/через (\d+) с/.exec((await counting.textContent()) ?? '')?.[1]);
  expect(first).toBeGreaterThan(50);
  await page.waitForFunction((start) => {
    const text = [...document.querySelectorAll('button')]
      .map((b) => b.textContent ?? '')
      .find((t) => t.includes('через'));
    return text !== undefined && Number(/через (\d+)/.exec(text)?.[1]) < start;
  }, first);
  await screenshot(page, 'account-verify-email-countdown-1440');

  // A fresh page asks the server for the wait as it opens: the countdown goes on at once, no click and no 429 needed.
  await page.reload();
  const resumed = page.getByRole('button', { name: /Отправить снова через \d+ с/ });
  await resumed.waitFor();
  expect(await resumed.isDisabled()).toBe(true);
  expect(Number(/через (\d+) с/.exec((await resumed.textContent()) ?? '')?.[1])).toBeLessThan(first);
});

it('refuses a forged link with the failure message', async () => {
  const link = await latestVerificationLink(DEMO.unverified.email);
  const hash = link.searchParams.get('hash') ?? '';
  link.searchParams.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
  await page.goto(`${stack.spaUrl}${link.pathname}${link.search}`);
  await page.getByRole('alert').filter({ hasText: 'Ссылка для подтверждения недействительна.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/verify-email');
  await screenshot(page, 'account-verify-email-forged-1440');
});

it('verifies the address from the e-mailed link, refreshes the user and lets them in', async () => {
  const link = await latestVerificationLink(DEMO.unverified.email);
  await page.goto(`${stack.spaUrl}${link.pathname}${link.search}`);
  await page.getByText('Ваш адрес e-mail подтверждён.').waitFor(); // the page speaks Russian, so does the server
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('header-balance').waitFor();

  // The link is idempotent and needs no session: a guest opening it again is told to sign in.
  const guest = await newContext(browser);
  try {
    await blockExternalScripts(guest);
    const guestPage = await guest.newPage();
    await guestPage.goto(`${stack.spaUrl}${link.pathname}${link.search}`);
    await guestPage.getByText('Теперь войдите в аккаунт', { exact: false }).waitFor();
  } finally {
    await guest.close();
  }
});
