/**
 * Realtime in the browser: a burst of BURST (10,000) BalanceChanged events to a signed-in page (EVENT=WinRecorded: of
 * public wins to the wins feed, below).
 *
 * 1. The SPA (production build in dist/, signed in as player@example.com): time from the resume (below) until
 *    the header balance shows the last balance; the longest gap between animation frames during the burst
 *    (does the page lock up?); and how often the balance widget's DOM changed per event (a MutationObserver
 *    on the widget: each commit that changes its text counts once — with per-frame batching this is far
 *    below one per event), and the most of those updates that fell between two frames.
 * 2. The floor: a bare page with only pusher-js subscribed to the same private channel, in a worker like the SPA's
 *    (BARE=main: on the page's thread), counting the same messages: time from the resume until it has all of them.
 *    Prints the ratio SPA / bare.
 *
 * The burst starts once the signed-in page has settled (network idle, then an idle moment): a burst that lands while
 * the home screen still renders its cards also measures that render, restarted by every frame's store update.
 *
 * Events are published through the Pusher HTTP API with the official `pusher` SDK (batches of 10, a few
 * requests in flight), the same way for both pages. Publishing 10,000 events over HTTP takes seconds, so to
 * get a true burst the page's JavaScript, and its workers' (the SPA's pusher-js runs in its socket worker), are
 * paused (DevTools protocol) while publishing and resumed after: the times are from the resume. The frame-gap figure is
 * the longest stretch without a painted frame in that window. Loopback only; Chromium at /usr/bin/chromium.
 * Run alone: `npx tsx bench/realtime-browser.ts` (BURST=2000 to change the size, ROUNDS=5 for more pairs (default 3),
 * SPA_DIST=<dir> to measure another production build against the same floor, PROFILE=burst to record CPU
 * profiles of both bursts, burst.spa.cpuprofile and burst.bare.cpuprofile); `bench/run.ts` calls run().
 * Reading a profile: the page sits paused while the bench publishes, and the sampler charges that time to the
 * paused frame. Read it from the resume on.
 */
import type Pusher from 'pusher';
import type { Browser } from 'playwright-core';
import { startSpaServer } from '../scripts/serveSpa';
import { startTestContractServer } from '../test/support/contractServer';
import { launchBrowser } from '../test/e2e/support/browser';
import { scrollUntilShown, signInThroughUi, DEMO } from '../test/e2e/support/ui';
import buildIfStale from '../test/e2e/support/globalSetup';
import { formatMoney } from '../src/ui/format';
import { median } from './benchKit';
import {
  burstWhilePaused,
  longestFrameGap,
  mostUpdatesInOneFrame,
  newPage,
  profileIfAsked,
  settled,
  watchFrames,
} from './burstPage';
import { measureBare } from './barePusherPage';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const BURST = Number(process.env.BURST ?? 10_000);
/**
 * EVENT=WinRecorded: the burst is of public wins on `common` instead, to a signed-in page showing the wins feed (home,
 * scrolled to it); the SPA is done when the feed shows the last win, and the updates counted are the feed's.
 */
const EVENT = process.env.EVENT === 'WinRecorded' ? 'WinRecorded' : 'BalanceChanged';
/** Pairs of measurements (bare page, then SPA); the figures are their medians. */
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
/** PROFILE=name: also record CPU profiles of both bursts, name.spa.cpuprofile and name.bare.cpuprofile. */
const PROFILE = process.env.PROFILE;
const BATCH = 10;
const IN_FLIGHT = 8;
const DEADLINE_MS = 600_000;
/** The wins feed's list of cards. */
const WINS_LIST = '[data-testid="wins-feed"] ul';
const APP = { id: 'bench-browser', key: 'bench-browser-key', secret: 'bench-browser-secret', activityTimeout: 600 };

/** The balance of event i: distinct, increasing decimal strings, so every event changes the widget. */
const balanceOf = (i: number): string => `${String(1000 + i)}.00`;

/** Event i of the burst: a distinct balance, or a distinct win (its amount the balance's number). */
function eventData(i: number): object {
  if (EVENT === 'BalanceChanged') return { balance: balanceOf(i), currency_code: 'RUB' };
  const win = { id: 1_000_000 + i, kind: 'spin', game: { slug: 'bench', title: 'Bench Slot' }, amount: balanceOf(i) };
  return { win: { ...win, currency_code: 'RUB', player: null, big: false, won_at: new Date().toISOString() } };
}

/** Publishes BURST events to `channel`; resolves when every request was answered. */
async function publishBurst(pusher: Pusher, channel: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      const start = next;
      next = Math.min(BURST, next + BATCH);
      const batch = [];
      for (let i = start; i < next; i += 1) batch.push({ channel, name: EVENT, data: eventData(i) });
      await pusher.triggerBatch(batch);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

async function measureSpa(
  browser: Browser,
  spaUrl: string,
  pusher: Pusher,
  channel: string,
): Promise<{ ms: number; maxGap: number; updates: number; mostPerFrame: number }> {
  const page = await newPage(browser, { viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  await signInThroughUi(page, DEMO.player.email, DEMO.player.password, { baseUrl: spaUrl });
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor();
  if (EVENT === 'WinRecorded') await scrollUntilShown(page, page.locator(WINS_LIST));
  await settled(page);
  const finalText = formatMoney(balanceOf(BURST - 1), 'RUB');
  const watched = EVENT === 'WinRecorded' ? WINS_LIST : '[data-testid="header-balance"]';
  await page.evaluate(
    ({ text, selector }) => {
      const w = window as unknown as {
        __updates: number;
        __doneAt: number | null;
        __updateFrames: number[];
        __frameTimes?: number[];
      };
      w.__updates = 0;
      w.__updateFrames = [];
      w.__doneAt = null;
      const target = document.querySelector(selector);
      if (!target) throw new Error(`no ${selector}`);
      new MutationObserver(() => {
        w.__updates += 1;
        w.__updateFrames.push(w.__frameTimes?.length ?? 0);
        if (w.__doneAt === null && (target.textContent ?? '').includes(text)) w.__doneAt = Date.now();
      }).observe(target, { subtree: true, childList: true, characterData: true });
    },
    { text: finalText, selector: watched },
  );
  await watchFrames(page);
  const stopProfile = await profileIfAsked(page, PROFILE, 'spa');
  const started = await burstWhilePaused(page, () => publishBurst(pusher, channel));
  await page.waitForFunction(() => (window as unknown as { __doneAt: number | null }).__doneAt !== null, undefined, {
    timeout: 120_000,
    polling: 50,
  });
  await stopProfile();
  const result = await page.evaluate(() => {
    const w = window as unknown as {
      __updates: number;
      __doneAt: number;
      __frameTimes: number[];
      __frames: boolean;
      __updateFrames: number[];
    };
    w.__frames = false;
    return { doneAt: w.__doneAt, updates: w.__updates, frameTimes: w.__frameTimes, updateFrames: w.__updateFrames };
  });
  await page.context().close();
  return {
    ms: result.doneAt - started,
    maxGap: longestFrameGap(result.frameTimes, started, result.doneAt),
    updates: result.updates,
    mostPerFrame: mostUpdatesInOneFrame(result.updateFrames),
  };
}

/** SPA_DIST=<dir>: the build under test is that one (an older build, for a before-and-after), not this tree's dist/. */
const SPA_DIST = process.env.SPA_DIST;

async function measure(): Promise<BenchResult[]> {
  if (!SPA_DIST) buildIfStale();
  let config = {};
  const spa = await startSpaServer({ port: 0, config: () => config, ...(SPA_DIST ? { distDir: SPA_DIST } : {}) });
  const contract = await startTestContractServer({ spaUrl: spa.url, standaloneRealtime: APP });
  const realtime = contract.standalone;
  config = {
    environment: 'production',
    apiBaseUrl: contract.apiUrl,
    realtime: { host: '127.0.0.1', port: realtime.port, scheme: 'ws', key: APP.key, cluster: '' },
    versionPollMs: 0,
  };
  const browser = await launchBrowser();
  try {
    const { pusher } = realtime;
    const token = await contract.signInAs('player');
    const uuid = ((await (await contract.api('/auth/user', { token })).json()) as { user: { uuid: string } }).user.uuid;
    const channel = EVENT === 'WinRecorded' ? 'common' : `private-App.Models.User.${uuid}`;
    // A fresh server has no wins, and an empty feed shows a line instead of the list the burst is watched on.
    const player = contract.domain.repos.users.byUuid(uuid);
    if (EVENT === 'WinRecorded' && player) contract.domain.wins.record(player, 1, 'spin', 100);
    // ROUNDS pairs, bare page then SPA, each pair on the same machine moment: medians of each figure, and the
    // median of the per-pair ratios.
    const pairs: { bare: Awaited<ReturnType<typeof measureBare>>; app: Awaited<ReturnType<typeof measureSpa>> }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareRound = await measureBare(browser, {
        realtimePort: realtime.port,
        key: APP.key,
        pusher,
        channel,
        burst: BURST,
        event: EVENT,
        publish: () => publishBurst(pusher, channel),
        profile: PROFILE,
      });
      const appRound = await measureSpa(browser, spa.url, pusher, channel);
      pairs.push({ bare: bareRound, app: appRound });
      if (ROUNDS > 1)
        console.info(
          `round ${round + 1}: SPA ${Math.round(appRound.ms)} ms, bare ${Math.round(bareRound.ms)} ms, ratio ${(appRound.ms / bareRound.ms).toFixed(2)}`,
        );
    }
    const bare = { ms: median(pairs.map((p) => p.bare.ms)), maxGap: median(pairs.map((p) => p.bare.maxGap)) };
    const app = {
      ms: median(pairs.map((p) => p.app.ms)),
      maxGap: median(pairs.map((p) => p.app.maxGap)),
      updates: median(pairs.map((p) => p.app.updates)),
      mostPerFrame: Math.max(...pairs.map((p) => p.app.mostPerFrame)),
    };
    const ratio = median(pairs.map((p) => p.app.ms / p.bare.ms));
    const of = ROUNDS > 1 ? ` (median of ${ROUNDS})` : '';
    const floor = process.env.BARE === 'main' ? 'bare pusher-js page' : 'bare pusher-js worker page';
    return [
      {
        name: `SPA: ${BURST} queued ${EVENT} → ${EVENT === 'WinRecorded' ? 'the wins feed shows the last win' : 'header shows the last balance'}${of}`,
        value: Math.round(app.ms),
        unit: 'ms',
      },
      {
        name: `${floor}: same ${BURST} queued messages counted${of}`,
        value: Math.round(bare.ms),
        unit: 'ms',
      },
      { name: `SPA / ${floor} burst time${of}`, value: Math.round(ratio * 100) / 100, unit: 'x' },
      {
        name: `SPA: longest gap between animation frames during the burst${of}`,
        value: Math.round(app.maxGap),
        unit: 'ms',
      },
      {
        name: `${floor}: longest gap between animation frames during the burst${of}`,
        value: Math.round(bare.maxGap),
        unit: 'ms',
      },
      {
        name: `SPA: ${EVENT === 'WinRecorded' ? 'wins feed' : 'balance widget'} DOM updates per event${of}`,
        value: Math.round((app.updates / BURST) * 10_000) / 10_000,
        unit: 'updates/event',
      },
      {
        name: `SPA: most ${EVENT === 'WinRecorded' ? 'wins feed' : 'balance widget'} DOM updates between two frames (highest of ${ROUNDS})`,
        value: app.mostPerFrame,
        unit: 'updates',
      },
    ];
  } finally {
    await browser.close();
    await Promise.allSettled([spa.close(), contract.close()]);
  }
}

/** Runs both measurements within a deadline; returns the figures for bench/run.ts. */
export async function run(): Promise<BenchResult[]> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`realtime-browser: over ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);
  });
  return Promise.race([measure(), deadline]).finally(() => clearTimeout(timer));
}

if (require.main === module) {
  run().then(
    (results) => {
      for (const result of results) console.log(`${result.name}: ${result.value} ${result.unit}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
