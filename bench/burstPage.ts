/**
 * The browser side of the burst bench (bench/realtime-browser.ts): pages with the helpers tsx's output needs, waiting
 * for a page to settle, watching its frames, pausing its JavaScript and its workers' through the DevTools protocol
 * while a burst is published, and CPU profiles.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { networkSettled } from '../test/e2e/support/networkSettled';

/** tsx (esbuild) wraps named functions in `__name(...)`; functions passed to the page need that helper there. */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(NAME_SHIM);
  return context.newPage();
}

/**
 * Waits until the signed-in page has finished loading and rendering (no request for a while, then an idle moment
 * of the main thread): the burst then measures the pushes, not the home screen still rendering its cards.
 */
export async function settled(page: Page): Promise<void> {
  // Not Playwright's `networkidle`: it never comes on a page with the shared socket worker (networkSettled says why).
  await networkSettled(page, 500, 60_000);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
}

/** Installs, in the page, a rAF loop recording when each frame ran (wall clock, comparable with Node's). */
export async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frameTimes: number[]; __frames: boolean };
    w.__frameTimes = [];
    w.__frames = true;
    const tick = () => {
      w.__frameTimes.push(Date.now());
      if (w.__frames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Longest time without a frame from `from` until `until`: how long the page could not paint. */
export function longestFrameGap(frameTimes: number[], from: number, until: number): number {
  let last = from;
  let longest = 0;
  for (const t of frameTimes) {
    if (t < from) continue;
    if (t > until) break;
    longest = Math.max(longest, t - last);
    last = t;
  }
  return longest;
}

/**
 * Pauses the JavaScript of the browser's workers, dedicated and shared (the SPA's pusher-js runs in a shared socket
 * worker where the browser has SharedWorker, else in a dedicated one), so that a burst queues up there as it does on
 * a page whose pusher-js runs on the main thread. Uses a browser-level
 * DevTools session and the (non-flattened) Target messages, which reach a worker's own debugger. Returns what
 * resumes them.
 */
async function pauseWorkers(browser: Browser): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const answers = new Map<number, () => void>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { id } = JSON.parse(message) as { id?: number };
    if (id === undefined) return;
    answers.get(id)?.();
    answers.delete(id);
  });
  let nextId = 0;
  const send = (sessionId: string, method: string) =>
    new Promise<void>((resolve) => {
      nextId += 1;
      answers.set(nextId, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId, method }) });
    });
  const sessions: string[] = [];
  for (const target of targetInfos.filter((t) => t.type === 'worker' || t.type === 'shared_worker')) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    sessions.push(sessionId);
    await send(sessionId, 'Debugger.enable');
    await send(sessionId, 'Debugger.pause');
  }
  return async () => {
    for (const sessionId of sessions) {
      await send(sessionId, 'Debugger.resume');
      await send(sessionId, 'Debugger.disable');
    }
    await cdp.detach();
  };
}

/**
 * Makes a real burst: pauses the page's JavaScript (DevTools protocol), and its workers' (the SPA reads its socket in
 * one), publishes every event (the frames queue up in the browser), then resumes. Returns the wall-clock time of the
 * resume.
 */
export async function burstWhilePaused(page: Page, publish: () => Promise<void>): Promise<number> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.pause');
  const resumeWorkers = await pauseWorkers(browser);
  await publish();
  await new Promise((r) => setTimeout(r, 500)); // the last frames cross loopback into the browser
  const resumedAt = Date.now();
  await resumeWorkers();
  await cdp.send('Debugger.resume');
  await cdp.send('Debugger.disable');
  return resumedAt;
}

/** Starts a CPU profile of `page` when `name` is set; the returned function stops it and writes `name.which.cpuprofile`. */
export async function profileIfAsked(
  page: Page,
  name: string | undefined,
  which: string,
): Promise<() => Promise<void>> {
  if (!name) return async () => {};
  const profiler = await page.context().newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
  return async () => {
    const { profile } = await profiler.send('Profiler.stop');
    const file = `${name}.${which}.cpuprofile`;
    fs.writeFileSync(file, JSON.stringify(profile));
    console.info(`CPU profile of the ${which} burst written to ${file}`);
  };
}

/** The most DOM updates that fell between two frames: `frameOfUpdate` holds, per update, how many frames had run. */
export function mostUpdatesInOneFrame(frameOfUpdate: number[]): number {
  const perFrame = new Map<number, number>();
  for (const frame of frameOfUpdate) perFrame.set(frame, (perFrame.get(frame) ?? 0) + 1);
  return Math.max(0, ...perFrame.values());
}
