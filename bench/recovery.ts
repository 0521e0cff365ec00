/**
 * Recovery after the network comes back: the production SPA (dist/, signed in as player@example.com through the form,
 * in Chromium) whose socket runs through a TCP proxy in front of our realtime server. Each run cuts the proxied
 * connection and refuses new ones; while the page is cut off, the contract server's domain credits a payment, grants
 * a bonus, a cash prize and free spins (each a private push the page misses). Then the network comes back and the page
 * reconnects by itself (its back-off). Measured on the page's clock: from the header indicator saying connected again
 * until the recovered state is on screen, the header showing the balance the server holds and the one summary toast
 * («Пока вас не было: …»). That is the recovery's own cost (resubscribing, GET /realtime/missed, dispatching the
 * missed pushes, rendering); the back-off's wait before the reconnect is reconnect.ts's figure. Target: ≤ 1 s.
 * Medians of RUNS runs (default 5). Loopback only; Chromium at /usr/bin/chromium.
 * Alone: `npx tsx bench/recovery.ts` (RUNS=3); `bench/run.ts` calls run().
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startRealtimeStack } from '../test/e2e/support/realtimeStack';
import { signInThroughUi, DEMO } from '../test/e2e/support/ui';
import buildIfStale from '../test/e2e/support/globalSetup';
import { startTcpProxy } from '../test/support/tcpProxy';
import { formatMoney } from '../src/ui/format';
import { recoveryMessages } from '../src/realtime/recoverySummary';
import { median, runAlone, type BenchRow } from './benchKit';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const CUT_MS = 3000;
const GIVE_UP_MS = 60_000;

/** Page-clock times of one run: the indicator connected again, the balance shown, the summary toast shown. */
interface Seen {
  connectedAt: number | null;
  balanceAt: number | null;
  toastAt: number | null;
}

/** Watches the header and the toasts for what the recovery should bring (reset for each run). */
function watch(page: Page, balanceText: string): Promise<void> {
  return page.evaluate(
    ({ text, summary }) => {
      const w = window as unknown as { __seen: Seen; __watchers?: MutationObserver[] };
      const seen: Seen = { connectedAt: null, balanceAt: null, toastAt: null };
      w.__seen = seen;
      // The last run's observers go: each would still read the page on every change, and slow this run.
      for (const observer of w.__watchers ?? []) observer.disconnect();
      const indicator = document.querySelector('[data-testid="connection-indicator"]');
      if (!indicator) throw new Error('no header indicator');
      const state = new MutationObserver(() => {
        if (seen.connectedAt === null && indicator.getAttribute('data-state') === 'connected')
          seen.connectedAt = Date.now();
      });
      state.observe(indicator, { attributes: true });
      const screen = new MutationObserver(() => {
        const now = Date.now();
        const balance = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
        if (seen.balanceAt === null && balance.includes(text)) seen.balanceAt = now;
        const toast = document.querySelector('#notistack-snackbar')?.textContent ?? '';
        if (seen.toastAt === null && toast.startsWith(summary)) seen.toastAt = now;
      });
      screen.observe(document.body, { subtree: true, childList: true, characterData: true });
      w.__watchers = [state, screen];
    },
    { text: balanceText, summary: recoveryMessages.ru.summary.split('{')[0] ?? '' },
  );
}

/** Runs the bench: RUNS cuts of one signed-in page, with four kinds of missed pushes each. */
export async function run(): Promise<BenchRow[]> {
  buildIfStale();
  const stack = await startRealtimeStack({}, 'production');
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: stack.realtimePort });
  stack.configureNewPages({ port: proxy.port });
  const browser = await launchBrowser();
  const { domain } = stack.contract;
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })
    ).newPage();
    await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: stack.spaUrl });
    const connected = page.locator('[data-testid="connection-indicator"][data-state="connected"]');
    await connected.waitFor({ timeout: 30_000 });
    const player = domain.repos.users.byEmail(DEMO.player.email);
    if (!player) throw new Error('seeded player missing');
    const games = (await (await stack.contract.api('/games?per_page=1')).json()) as { data: { slug: string }[] };
    const game = games.data[0];
    if (!game) throw new Error('no game in the catalogue');

    const results: { recoveredMs: number; balanceMs: number; backOffMs: number }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.locator('#notistack-snackbar').waitFor({ state: 'detached', timeout: 30_000 });
      proxy.refuse(true);
      proxy.cut();
      await page
        .locator('[data-testid="connection-indicator"]:not([data-state="connected"])')
        .waitFor({ timeout: 30_000 });
      await domain.deposits.creditPayment(player.id, 10_000 + i * 100);
      await domain.rewards.grantBonus(player.id, `Бонус ${i + 1}`, 5_000, 10);
      await domain.rewards.cashReward(player.id, 2_500, 'Приз турнира');
      await domain.rewards.grantFreespins(player.id, game.slug, 10);
      await domain.publisher.flush();
      const balance = ((domain.repos.users.byEmail(DEMO.player.email)?.balance_minor ?? NaN) / 100).toFixed(2);
      await watch(page, formatMoney(balance, 'RUB'));
      await new Promise((resolve) => setTimeout(resolve, CUT_MS));
      const backAt = Date.now();
      proxy.refuse(false);

      let seen: Seen = { connectedAt: null, balanceAt: null, toastAt: null };
      while (seen.connectedAt === null || seen.balanceAt === null || seen.toastAt === null) {
        if (Date.now() - backAt > GIVE_UP_MS) throw new Error(`recovery: not on screen ${GIVE_UP_MS / 1000} s after`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
      }
      const result = {
        recoveredMs: Math.max(seen.balanceAt, seen.toastAt) - seen.connectedAt,
        balanceMs: seen.balanceAt - seen.connectedAt,
        backOffMs: seen.connectedAt - backAt,
      };
      results.push(result);
      console.info(
        `  run ${i + 1}: connected ${result.backOffMs} ms after the network came back; balance ${result.balanceMs} ms ` +
          `and the recovered state (balance and summary) ${result.recoveredMs} ms after that`,
      );
    }
    return [
      {
        name: `recovery: connected again → recovered state on screen (balance and summary toast, median of ${RUNS})`,
        value: Math.round(median(results.map((r) => r.recoveredMs))),
        unit: 'ms',
      },
      {
        name: `recovery: connected again → the balance the server holds on screen (median of ${RUNS})`,
        value: Math.round(median(results.map((r) => r.balanceMs))),
        unit: 'ms',
      },
      {
        name: `recovery: the same, slowest of ${RUNS}`,
        value: Math.max(...results.map((r) => r.recoveredMs)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await proxy.close();
    await stack.close();
  }
}

if (require.main === module) runAlone(run);
