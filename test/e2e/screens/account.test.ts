/**
 * Account screens in a real browser against the real contract server, as player@example.com and as a guest:
 * bonuses, freespins, loyalty, notifications (+ the header bell), profile, settings, referral link, close page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import { browser, context, offlineContext, page, setUpBrowserSuite, stack } from '../support/suite';
import { DEMO, putAuthCookie } from '../support/ui';
import { formatMoney } from '../../../src/ui/format';

jest.setTimeout(120_000);

interface Named {
  title: string;
}
interface LoyaltyAnswer {
  points: number;
  level: { name: string };
  next_level: { name: string } | null;
  levels: { name: string; min_points: number }[];
}
interface FreespinAnswer {
  game: { title: string };
}
interface NotificationsAnswer {
  data: { id: number; title: string; read_at: string | null }[];
}
interface UserAnswer {
  user: { referral_code?: string; name: string };
}

let token: string;

// One offline page for the file, signed in as the demo player before the first test.
setUpBrowserSuite({ page: 'perFile', offline: true });
beforeAll(async () => {
  token = await putAuthCookie(context, stack);
});

describe('signed in as player@example.com', () => {
  it('shows the active bonuses with their wagering progress, and the finished ones in the other tab', async () => {
    const [active, finished] = await Promise.all([
      apiJson<Named[]>(stack.apiUrl, '/bonuses?status=active', token),
      apiJson<Named[]>(stack.apiUrl, '/bonuses?status=finished', token),
    ]);
    expect(active.length).toBeGreaterThan(0);
    await page.goto(`${stack.spaUrl}/bonuses`);
    const first = page.getByRole('article', { name: active[0]!.title });
    await first.waitFor();
    await expect(first.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toMatch(/^\d+$/);
    await expect(first.textContent()).resolves.toMatch(/Отыграно .*₽ из .*₽/);
    await screenshot(page, 'account-bonuses-1440');
    await page.getByRole('tab', { name: 'Завершённые' }).click();
    if (finished.length > 0) await page.getByRole('article', { name: finished[0]!.title }).waitFor();
    else await page.getByText('Завершённых бонусов пока нет.').waitFor();
  });

  it('shows the freespins with the game, used of quantity and expiry', async () => {
    const freespins = await apiJson<FreespinAnswer[]>(stack.apiUrl, '/freespins', token);
    expect(freespins.length).toBeGreaterThan(0);
    await page.goto(`${stack.spaUrl}/freespins`);
    const card = page.getByRole('article', { name: freespins[0]!.game.title }).first();
    await card.waitFor();
    await expect(card.textContent()).resolves.toMatch(/Использовано: \d+ из \d+/);
    await screenshot(page, 'account-freespins-1440');
  });

  it('shows the loyalty level, progress to the next one and the levels table', async () => {
    const loyalty = await apiJson<LoyaltyAnswer>(stack.apiUrl, '/loyalty', token);
    await page.goto(`${stack.spaUrl}/loyalty`);
    await expect(page.getByTestId('loyalty-level').textContent()).resolves.toBe(loyalty.level.name);
    const table = page.getByRole('table', { name: 'Уровни' });
    await expect(table.getByRole('row').count()).resolves.toBe(loyalty.levels.length + 1);
    if (loyalty.next_level) await page.getByText(`До уровня «${loyalty.next_level.name}»`).waitFor();
    // Points as Russian writes numbers: thousands apart by a (non-breaking) space, «1 250», never «1250».
    const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
    expect(loyalty.points).toBeGreaterThanOrEqual(1000);
    await page
      .getByText(new RegExp(`Очки: ${grouped(loyalty.points)}\\b`))
      .first()
      .waitFor();
    const thousands = loyalty.levels.find((level) => level.min_points >= 1000);
    if (thousands) await table.getByRole('cell', { name: new RegExp(`^${grouped(thousands.min_points)}$`) }).waitFor();
    await screenshot(page, 'account-loyalty-1440');
  });

  it('shows notifications read/unread, marks one read, and mark-all-read clears the header bell badge', async () => {
    const list = await apiJson<NotificationsAnswer>(stack.apiUrl, '/notifications?per_page=20', token);
    const unread = list.data.filter((n) => n.read_at === null);
    expect(unread.length).toBeGreaterThan(1);
    await page.goto(`${stack.spaUrl}/notifications`);
    await page.getByText(unread[0]!.title).first().waitFor();
    const badge = page.getByTestId('notifications-badge');
    await expect(badge.getAttribute('data-count')).resolves.toBe(String(unread.length));
    await expect(page.locator('[data-testid="notification-item"][data-unread="true"]').count()).resolves.toBe(
      unread.length,
    );
    await screenshot(page, 'account-notifications-1440');

    await page
      .getByRole('button', { name: `Отметить прочитанным: ${unread[0]!.title}` })
      .first()
      .click();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="notifications-badge"]')?.getAttribute('data-count') === expected,
      String(unread.length - 1),
    );

    await page.getByRole('button', { name: 'Отметить все прочитанными' }).click();
    await page.getByText('Все уведомления прочитаны').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="notifications-badge"]')?.getAttribute('data-count') === '0',
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-item"][data-unread="true"]').length === 0,
    );
    const after = await apiJson<{ count: number }>(stack.apiUrl, '/notifications/unread-count', token);
    expect(after.count).toBe(0);

    // A live push (a new bonus) lights the bell again and appears in the open feed without a reload.
    await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
    // Pushes sent before the private channel is subscribed are lost by design; on a busy machine, push again.
    let lit = false;
    for (let attempt = 0; attempt < 3 && !lit; attempt += 1) {
      const simulated = await fetch(`${stack.apiUrl}/dev/simulate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: DEMO.player.email, event: 'bonus' }),
      });
      expect(simulated.status).toBe(200);
      lit = await page
        .waitForFunction(
          () => Number(document.querySelector('[data-testid="notifications-badge"]')?.getAttribute('data-count')) >= 1,
          undefined,
          { timeout: 5000 },
        )
        .then(
          () => true,
          () => false,
        );
    }
    expect(lit).toBe(true);
    await page.locator('[data-testid="notification-item"][data-unread="true"]').first().waitFor();
  });

  it('shows the profile and saves a new name', async () => {
    await page.goto(`${stack.spaUrl}/profile`);
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(DEMO.player.email);
    // The balance as the server has it now (earlier tests may have credited a bonus), formatted for RUB.
    const { user: now } = await apiJson<{ user: { balance: string } }>(stack.apiUrl, '/auth/user', token);
    await page.getByRole('main').getByText(formatMoney(now.balance, 'RUB'), { exact: true }).waitFor();
    const name = page.getByLabel('Имя');
    await name.fill('Игрок Тестовый');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Имя сохранено').waitFor();
    const { user } = await apiJson<UserAnswer>(stack.apiUrl, '/auth/user', token);
    expect(user.name).toBe('Игрок Тестовый');
    await screenshot(page, 'account-profile-1440');
  });

  it("shows the server's per-field error for a wrong current password, and switches the language", async () => {
    await page.goto(`${stack.spaUrl}/settings`);
    const form = page.getByTestId('password-form');
    await form.getByLabel('Текущий пароль').fill('not-my-password');
    await form.getByLabel('Новый пароль', { exact: false }).first().fill('new-password-123');
    await form.getByLabel('Повторите новый пароль').fill('new-password-123');
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    const currentField = form.getByLabel('Текущий пароль');
    await page.waitForFunction(
      () => document.querySelector('input[name="current_password"]')?.getAttribute('aria-invalid') === 'true',
    );
    const describedBy = await currentField.getAttribute('aria-describedby');
    const helper = await page.locator(`[id="${describedBy ?? ''}"]`).textContent();
    expect(helper?.trim().length).toBeGreaterThan(3);
    await screenshot(page, 'account-settings-1440');

    await page.getByRole('main').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // The language is saved on the account too: the API answers this player in it from then on.
    const savedRussian = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.request().postData()?.includes('"locale":"ru"') === true,
    );
    await page.getByRole('main').getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    expect((await savedRussian).status()).toBe(200);
    const { user } = await apiJson<{ user: { locale: string } }>(stack.apiUrl, '/auth/user', token);
    expect(user.locale).toBe('ru');
  });

  it('works at 360 px in the compact v1 layout', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    try {
      const active = await apiJson<Named[]>(stack.apiUrl, '/bonuses?status=active', token);
      await page.goto(`${stack.spaUrl}/v1/bonuses`);
      await page.getByRole('article', { name: active[0]!.title }).waitFor();
      await screenshot(page, 'account-v1-bonuses-360');
      // Nothing of the screen itself may stick out sideways at 360 px.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((el) => `${el.tagName}.${String(el.className).slice(0, 40)}`),
      );
      expect(wide).toEqual([]);
      await screenshot(page, 'account-v1-bonuses-360');
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  });

  it('the close page tells its opener and closes itself', async () => {
    await page.goto(`${stack.spaUrl}/profile`);
    const received = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('message', (event) => resolve(event.data), { once: true });
        }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(url, 'closer', 'width=400,height=400'),
        `${stack.spaUrl}/close/payment-42`,
      ),
    ]);
    await expect(received).resolves.toEqual({ type: 'close', id: 'payment-42' });
    await popup.waitForEvent('close');
  });
});

describe('as a guest', () => {
  let guest: BrowserContext;
  let guestPage: Page;

  beforeAll(async () => {
    guest = await offlineContext(browser);
    guestPage = await guest.newPage();
  });
  afterAll(async () => guest?.close());

  it('the profile invites to sign in', async () => {
    await guestPage.goto(`${stack.spaUrl}/profile`);
    await guestPage.getByText('Войдите, чтобы продолжить').waitFor();
    await guestPage.getByRole('main').getByRole('link', { name: 'Войти' }).waitFor();
    await screenshot(guestPage, 'account-profile-guest-1440');
  });

  it('a referral link checks the code, remembers it and opens sign-up with it', async () => {
    const { user } = await apiJson<UserAnswer>(stack.apiUrl, '/auth/user', token);
    const code = user.referral_code;
    expect(code).toBeTruthy();
    await guestPage.goto(`${stack.spaUrl}/r/${code ?? ''}`);
    await guestPage.waitForURL((url) => url.pathname === '/sign-up' && url.searchParams.get('ref') === code);
    // Kept for 30 days in a cookie, so that it survives browsing until the sign-up.
    const kept = (await guestPage.context().cookies()).find((cookie) => cookie.name === 'referral_code');
    expect(kept?.value).toBe(code);
  });

  it('an unknown referral code is explained, not remembered', async () => {
    await guestPage.evaluate(() => localStorage.clear());
    await guestPage.goto(`${stack.spaUrl}/v1/r/NOSUCHCODE`);
    await guestPage.getByText('Код приглашения «NOSUCHCODE» не найден', { exact: false }).waitFor();
    await expect(guestPage.evaluate(() => localStorage.getItem('referral_code'))).resolves.toBeNull();
  });

  it('the close page opened directly offers a way home', async () => {
    await guestPage.goto(`${stack.spaUrl}/v1/close/abc`);
    await guestPage.getByText('Это окно можно закрыть', { exact: false }).waitFor();
    await guestPage.getByRole('link', { name: 'На главную' }).click();
    await guestPage.waitForURL((url) => url.pathname === '/v1');
  });
});
