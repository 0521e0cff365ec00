/**
 * The floor of the browser burst bench (bench/realtime-browser.ts): a bare page with only pusher-js subscribed to
 * the same private channel, counting the same messages, timed from the resume until it has all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Pusher from 'pusher';
import type { Browser } from 'playwright-core';
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
  await page.addScriptTag({
    content: fs.readFileSync(
      path.join(__dirname, '..', 'node_modules', 'pusher-js', 'dist', 'web', 'pusher.min.js'),
      'utf8',
    ),
  });
  await page.evaluate(
    ({ key, port, channelName, burst, event }) =>
      new Promise<void>((resolve) => {
        type Bare = {
          Pusher: new (
            key: string,
            options: object,
          ) => { subscribe(name: string): { bind(event: string, cb: (data: unknown) => void): void } };
          __sign(s: string, c: string): Promise<{ auth: string }>;
          __count: number;
          __doneAt: number | null;
        };
        const w = window as unknown as Bare;
        w.__count = 0;
        w.__doneAt = null;
        const client = new w.Pusher(key, {
          cluster: '',
          wsHost: '127.0.0.1',
          wsPort: port,
          wssPort: port,
          forceTLS: false,
          enabledTransports: ['ws'],
          disableStats: true,
          channelAuthorization: {
            customHandler: (
              { socketId, channelName: name }: { socketId: string; channelName: string },
              cb: (e: Error | null, d: unknown) => void,
            ) => {
              w.__sign(socketId, name).then(
                (d) => cb(null, d),
                (e: Error) => cb(e, null),
              );
            },
          },
        });
        const channel = client.subscribe(channelName);
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind(event, () => {
          w.__count += 1;
          if (w.__count === burst) w.__doneAt = Date.now();
        });
      }),
    { key, port: realtimePort, channelName: channel, burst, event },
  );
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
