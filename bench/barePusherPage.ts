/**
 * The floor of the browser burst bench (bench/realtime-browser.ts): a bare page with only pusher-js subscribed to
 * the same private channel, counting the same messages, timed from the resume until it has all of them.
 *
 * Like the SPA, its pusher-js runs in a worker (a dedicated one, pusher-js's web-worker build), which hands each event
 * to the page as it comes, one message an event: the page counts them. BARE=main runs pusher-js on the page's own
 * thread instead, the floor of a page without a worker (every frame a task of the page: it paints only when Chromium
 * forces a frame in between, about every 100 ms).
 */
import fs from 'node:fs';
import path from 'node:path';
import type Pusher from 'pusher';
import type { Browser, Page } from 'playwright-core';
import { NAME_SHIM, burstWhilePaused, longestFrameGap, newPage, profileIfAsked, watchFrames } from './burstPage';

/** What the bare page subscribes to, how many events it waits for, and how the burst is published. */
export interface BareBurst {
  realtimePort: number;
  key: string;
  /** signs the page's subscription (the official SDK's `authorizeChannel`) */
  pusher: Pusher;
  channel: string;
  burst: number;
  event: string;
  publish: () => Promise<void>;
  /** PROFILE: record a CPU profile of the burst under this name */
  profile: string | undefined;
}

const BARE_ON_MAIN_THREAD = process.env.BARE === 'main';

interface BareOptions {
  key: string;
  port: number;
  channelName: string;
  burst: number;
  event: string;
}

/** The page's side of both floors: `__sign` signs, `__count` counts, `__doneAt` is set at the last event. */
type BareWindow = {
  __sign(s: string, c: string): Promise<{ auth: string }>;
  __count: number;
  __doneAt: number | null;
};

/** pusher-js's options for the bench's realtime server; the signature is asked of `sign`. */
const clientOptions = (port: number, sign: string) =>
  `{ cluster: '', wsHost: '127.0.0.1', wsPort: ${port}, wssPort: ${port}, forceTLS: false, enabledTransports: ['ws'],
     disableStats: true, channelAuthorization: { customHandler: (params, cb) =>
       ${sign}(params.socketId, params.channelName).then((d) => cb(null, d), (e) => cb(e, null)) } }`;

/** pusher-js in a dedicated worker: each event crosses to the page as its own message. */
async function subscribeInWorker(page: Page, { key, port, channelName, burst, event }: BareOptions): Promise<void> {
  const library = fs.readFileSync(
    path.join(__dirname, '..', 'node_modules', 'pusher-js', 'dist', 'worker', 'pusher.worker.min.js'),
    'utf8',
  );
  const worker = `${library}
    const asked = new Map();
    let next = 0;
    const sign = (socketId, channelName) => new Promise((resolve) => {
      next += 1;
      asked.set(next, resolve);
      postMessage({ kind: 'sign', id: next, socketId, channelName });
    });
    self.onmessage = ({ data }) => asked.get(data.id)?.(data.answer);
    const client = new Pusher(${JSON.stringify(key)}, ${clientOptions(port, 'sign')});
    const channel = client.subscribe(${JSON.stringify(channelName)});
    channel.bind('pusher:subscription_succeeded', () => postMessage({ kind: 'subscribed' }));
    channel.bind(${JSON.stringify(event)}, (data) => postMessage({ kind: 'event', data }));`;
  await page.evaluate(
    ({ source, burst }) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as BareWindow;
        w.__count = 0;
        w.__doneAt = null;
        const thread = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        thread.onmessage = ({
          data,
        }: MessageEvent<{ kind: string; id?: number; socketId: string; channelName: string }>) => {
          if (data.kind === 'sign') {
            void w
              .__sign(data.socketId, data.channelName)
              .then((answer) => thread.postMessage({ id: data.id, answer }));
          } else if (data.kind === 'subscribed') {
            resolve();
          } else {
            w.__count += 1;
            if (w.__count === burst) w.__doneAt = Date.now();
          }
        };
      }),
    { source: worker, burst },
  );
}

/** pusher-js on the page's own thread (BARE=main). */
async function subscribeOnMainThread(page: Page, { key, port, channelName, burst, event }: BareOptions): Promise<void> {
  await page.addScriptTag({
    content: fs.readFileSync(
      path.join(__dirname, '..', 'node_modules', 'pusher-js', 'dist', 'web', 'pusher.min.js'),
      'utf8',
    ),
  });
  await page.addScriptTag({
    content: `(() => {
      window.__count = 0;
      window.__doneAt = null;
      const client = new Pusher(${JSON.stringify(key)}, ${clientOptions(port, 'window.__sign')});
      const channel = client.subscribe(${JSON.stringify(channelName)});
      window.__subscribed = new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      channel.bind(${JSON.stringify(event)}, () => {
        window.__count += 1;
        if (window.__count === ${burst}) window.__doneAt = Date.now();
      });
    })();`,
  });
  await page.evaluate(() => (window as unknown as { __subscribed: Promise<void> }).__subscribed);
}

export async function measureBare(
  browser: Browser,
  { realtimePort, key, pusher, channel, burst, event, publish, profile }: BareBurst,
): Promise<{ ms: number; maxGap: number }> {
  const page = await newPage(browser);
  await page.exposeFunction('__sign', (socketId: string, channelName: string) =>
    pusher.authorizeChannel(socketId, channelName),
  );
  await page.setContent('<!doctype html><title>bare pusher-js</title><p id="count">0</p>');
  await page.evaluate(NAME_SHIM);
  const options = { key, port: realtimePort, channelName: channel, burst, event };
  if (BARE_ON_MAIN_THREAD) await subscribeOnMainThread(page, options);
  else await subscribeInWorker(page, options);
  await watchFrames(page);
  const stopProfile = await profileIfAsked(page, profile, 'bare');
  const started = await burstWhilePaused(page, publish);
  await page.waitForFunction(() => (window as unknown as { __doneAt: number | null }).__doneAt !== null, undefined, {
    timeout: 120_000,
    polling: 50,
  });
  await stopProfile();
  const result = await page.evaluate(() => {
    const w = window as unknown as { __doneAt: number; __frameTimes: number[]; __frames: boolean };
    w.__frames = false;
    return { doneAt: w.__doneAt, frameTimes: w.__frameTimes };
  });
  await page.context().close();
  return { ms: result.doneAt - started, maxGap: longestFrameGap(result.frameTimes, started, result.doneAt) };
}
