/**
 * Reconnect after the realtime server dies: the production SPA (dist/, signed in as player@example.com
 * through the form, in Chromium) against the real contract server and our realtime server in a child
 * process. Each run kills the realtime server with SIGKILL (no close frames: the kernel resets the sockets,
 * as when a host dies), waits until the header indicator leaves `connected`, starts the server again on the
 * same port, and from the moment the port is open publishes one BalanceChanged every 100 ms (official
 * `pusher` SDK) with a balance used in this run only. Measured from the port being open again: until the
 * indicator says connected, and until the pushed balance is on screen (the page is live again: socket,
 * private-channel authorisation and subscription, push, render). Medians of RUNS runs (default 5).
 * Target: ≤ 3 s to the pushed balance (pusher-js alone waits 15 s or more). Loopback only; Chromium at
 * /usr/bin/chromium; the server's start-up (a few seconds of tsx) is not counted.
 * Alone: `npx tsx bench/reconnect.ts` (RUNS=3); `bench/run.ts` calls run().
 */
import { launchBrowser } from '../test/e2e/support/browser';
import { startStackWithRealtimeProcess } from '../test/e2e/support/realtimeStack';
import { signInThroughUi, DEMO } from '../test/e2e/support/ui';
import buildIfStale from '../test/e2e/support/globalSetup';
import { formatMoney } from '../src/ui/format';
import { median, runAlone, type BenchRow } from './benchKit';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const APP = { id: 'bench-reconnect', key: 'bench-reconnect-key', secret: 'bench-reconnect-secret' };
const PUSH_EVERY_MS = 100;
const GIVE_UP_MS = 60_000;

/** Where the page is after one restart, in ms from the port being open. */
interface RunResult {
  connectedMs: number;
  pushedBalanceMs: number;
}

/** Runs the bench: RUNS kill/restart cycles on one signed-in page. */
export async function run(): Promise<BenchRow[]> {
  buildIfStale();
  const stack = await startStackWithRealtimeProcess(APP, 'production');
  const { realtime, spa, contract, pusher } = stack;
  const browser = await launchBrowser();
  try {
    const token = await contract.signInAs('player');
    const uuid = ((await (await contract.api('/auth/user', { token })).json()) as { user: { uuid: string } }).user.uuid;
    const channel = `private-App.Models.User.${uuid}`;
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })
    ).newPage();
    await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: spa.url });
    await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout: 30_000 });

    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const balance = `${String(70_000 + i)}.00`;
      // Times (page clock = this machine's clock) when the indicator said connected and the balance showed.
      await page.evaluate(
        (text) => {
          const w = window as unknown as { __connectedAt: number | null; __balanceAt: number | null };
          w.__connectedAt = null;
          w.__balanceAt = null;
          const indicator = document.querySelector('[data-testid="connection-indicator"]');
          const balanceChip = document.querySelector('[data-testid="header-balance"]');
          if (!indicator || !balanceChip) throw new Error('no header indicator or balance');
          new MutationObserver(() => {
            if (w.__connectedAt === null && indicator.getAttribute('data-state') === 'connected')
              w.__connectedAt = Date.now();
          }).observe(indicator, { attributes: true });
          new MutationObserver(() => {
            if (w.__balanceAt === null && (balanceChip.textContent ?? '').includes(text)) w.__balanceAt = Date.now();
          }).observe(balanceChip, { subtree: true, childList: true, characterData: true });
        },
        formatMoney(balance, 'RUB'),
      );

      await realtime.kill();
      await page
        .locator('[data-testid="connection-indicator"]:not([data-state="connected"])')
        .waitFor({ timeout: 30_000 });
      await page.evaluate(() => {
        (window as unknown as { __connectedAt: number | null }).__connectedAt = null;
      });
      await realtime.restart();
      const openedAt = realtime.openedAt;

      let seen: { connectedAt: number | null; balanceAt: number | null } = { connectedAt: null, balanceAt: null };
      while (seen.balanceAt === null || seen.connectedAt === null) {
        if (Date.now() - openedAt > GIVE_UP_MS)
          throw new Error(`reconnect: not live ${GIVE_UP_MS / 1000} s after the restart`);
        // Until the page is subscribed again these pushes go nowhere, as they would in production.
        await pusher.trigger(channel, 'BalanceChanged', { balance, currency_code: 'RUB' }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, PUSH_EVERY_MS));
        seen = await page.evaluate(() => {
          const w = window as unknown as { __connectedAt: number | null; __balanceAt: number | null };
          return { connectedAt: w.__connectedAt, balanceAt: w.__balanceAt };
        });
      }
      results.push({ connectedMs: seen.connectedAt - openedAt, pushedBalanceMs: seen.balanceAt - openedAt });
      console.info(
        `  run ${i + 1}: connected ${seen.connectedAt - openedAt} ms, pushed balance on screen ${seen.balanceAt - openedAt} ms after the port opened`,
      );
    }
    const worst = Math.max(...results.map((r) => r.pushedBalanceMs));
    return [
      {
        name: `reconnect: port open again → indicator connected (median of ${RUNS})`,
        value: Math.round(median(results.map((r) => r.connectedMs))),
        unit: 'ms',
      },
      {
        name: `reconnect: port open again → balance pushed after the restart on screen (median of ${RUNS})`,
        value: Math.round(median(results.map((r) => r.pushedBalanceMs))),
        unit: 'ms',
      },
      { name: `reconnect: the same, slowest of ${RUNS}`, value: worst, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await stack.close();
  }
}

if (require.main === module) runAlone(run);
