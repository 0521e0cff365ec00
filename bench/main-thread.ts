/**
 * What holds a phone's main thread while `/` and `/games` start: a guest's first visit to the production build in
 * Chromium at a phone's size with 4× CPU throttling (RATE), traced with V8's sampling profiler. Every long task (over
 * 50 ms), from the page's first script until 2 s after its first game card is in and the network is idle, is printed with what ran in it, by
 * package or source folder (samples mapped through the build's source maps). The figures are the longest task, the
 * blocking time (each long task's part over 50 ms, summed) and the number of long tasks: medians of RUNS runs (default
 * 3), each in a fresh browser.
 * The profiler itself slows JavaScript down: compare figures of this bench with each other, not with Lighthouse.
 * Needs `npm run build` first. Alone: `npx tsx bench/main-thread.ts` (PAGES=/games, RUNS=5, RATE=1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { launchBrowser } from '../test/e2e/support/browser';
import { networkSettled } from '../test/e2e/support/networkSettled';
import { startStack } from '../test/e2e/support/stack';
import { envList, median, runAlone, type BenchRow } from './benchKit';

const DIST = path.join(__dirname, '..', 'dist');
const LONG_TASK_MS = 50;
/** How long the trace goes on once a game card is in and the network is idle. */
const SETTLE_MS = 2000;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** The fields of Chromium's trace events that this bench reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** One long task: when it started (ms after the page's first script), how long it took, and what ran in it. */
interface LongTask {
  atMs: number;
  ms: number;
  shares: [string, number][];
}

/** Names a sampled frame by where its code comes from: `node_modules/<package>`, `src/<folder>`, or the native name. */
class FrameNamer {
  private readonly maps = new Map<string, TraceMap | null>();

  name(frame: CallFrame): string {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (!file) return frame.url ? path.basename(frame.url) : frame.functionName || '(anonymous)';
    const map = this.mapOf(file);
    const source = map
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source
      : null;
    if (!source) return file.replace(/\.[0-9a-f]{8}\.js$/, '.js');
    const modulePath = source.replace(/^webpack:\/\/[^/]*\//, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath)?.[1];
    if (pkg) return `node_modules/${pkg}`;
    return /^(src\/[^/]+(?:\/[^/.]+)?)/.exec(modulePath)?.[1] ?? modulePath;
  }

  private mapOf(file: string): TraceMap | null {
    if (!this.maps.has(file)) {
      const mapFile = path.join(DIST, 'assets', `${file}.map`);
      this.maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
    }
    return this.maps.get(file) ?? null;
  }
}

/** The long tasks of the page's main thread in one trace, each with its shares of samples by origin. */
function longTasks(events: TraceEvent[], namer: FrameNamer): LongTask[] {
  const profile = events.find(
    (e) =>
      e.name === 'Profile' &&
      events.some(
        (t) => t.name === 'thread_name' && t.args?.name === 'CrRendererMain' && t.pid === e.pid && t.tid === e.tid,
      ) &&
      events.some((s) => s.name === 'EvaluateScript' && s.pid === e.pid && s.tid === e.tid),
  );
  if (!profile) throw new Error('the trace has no profiled renderer main thread');
  const onMain = (e: TraceEvent): boolean => e.pid === profile.pid && e.tid === profile.tid;
  const firstScript = events
    .filter((e) => onMain(e) && e.name === 'EvaluateScript')
    .reduce((first, e) => Math.min(first, e.ts), Infinity);

  const nodes = new Map<number, CallFrame>();
  const samples: { ts: number; frame: number }[] = [];
  let ts = profile.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    (data?.cpuProfile?.samples ?? []).forEach((frame, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, frame });
    });
  }

  const tasks = events.filter(
    (e) =>
      onMain(e) && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_TASK_MS * 1000 && e.ts >= firstScript,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const counts = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (const sample of inTask) {
      const frame = nodes.get(sample.frame);
      const key = frame ? namer.name(frame) : '?';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const shares = [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]): [string, number] => [key, n / Math.max(1, inTask.length)]);
    return { atMs: (task.ts - firstScript) / 1000, ms: (task.dur ?? 0) / 1000, shares };
  });
}

/**
 * In the page: resolves once a game card is in its main landmark (both pages open on game cards). A string, so that
 * it reaches the page as written (the TypeScript runner adds helpers to functions that the page does not have).
 */
const FIRST_GAME_CARD = `new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('main [data-testid="game-card"]')) { observer.disconnect(); resolve(); }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.querySelector('main [data-testid="game-card"]')) { observer.disconnect(); resolve(); }
})`;

/** Loads `page` once in a fresh browser, traced, and returns its long tasks. */
async function traceOnce(url: string, rate: number, namer: FrameNamer): Promise<LongTask[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'ru-RU' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Until the first game card is in the page (a mutation observer of the page's own: a locator's polling would run
    // on the main thread under measure), the network is idle, and a while longer for what starts after the first
    // paint (the realtime client).
    await page.goto(url, { waitUntil: 'commit' });
    await page.evaluate(FIRST_GAME_CARD);
    await networkSettled(page, 500, 60_000);
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasks(trace.traceEvents, namer);
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('no dist/: run `npm run build` first');
  const runs = Math.max(1, Number(process.env.RUNS ?? 3));
  const rate = Math.max(1, Number(process.env.RATE ?? 4));
  const pages = envList('PAGES') ?? ['/', '/games'];
  const namer = new FrameNamer();
  const stack = await startStack({ config: { environment: 'production' } });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      const figures: { longest: number; blocking: number; count: number }[] = [];
      for (let i = 0; i < runs; i += 1) {
        const tasks = await traceOnce(`${stack.spaUrl}${page}`, rate, namer);
        console.info(`${page}, run ${i + 1} (${rate}× CPU):`);
        for (const task of tasks) {
          const what = task.shares
            .slice(0, 4)
            .map(([key, share]) => `${Math.round(share * 100)} % ${key}`)
            .join(', ');
          console.info(`  at ${Math.round(task.atMs)} ms, ${Math.round(task.ms)} ms: ${what}`);
        }
        figures.push({
          longest: Math.max(0, ...tasks.map((t) => t.ms)),
          blocking: tasks.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0),
          count: tasks.length,
        });
      }
      const label = `main thread ${page} (${rate}× CPU, profiled, median of ${runs})`;
      rows.push(
        { name: `${label}: longest task`, value: Math.round(median(figures.map((f) => f.longest))), unit: 'ms' },
        {
          name: `${label}: blocking time (long tasks' part over 50 ms)`,
          value: Math.round(median(figures.map((f) => f.blocking))),
          unit: 'ms',
        },
        { name: `${label}: long tasks`, value: median(figures.map((f) => f.count)), unit: 'tasks' },
      );
    }
  } finally {
    await stack.close();
  }
  return rows;
}

if (require.main === module) runAlone(run);
