/**
 * QA action recorder bench: the recorder's retained memory after 100,000 realtime events (with its
 * default caps), and its cost per dispatched action against the same store without it. The store is the
 * app's real root reducer, signed in, folding `realtime/balanceChanged` actions as the realtime saga
 * dispatches them; dev-only invariant checks are off, as in production.
 * The cost is measured in alternating rounds without and with the recorder (fresh stores), and the median of
 * the rounds' differences is printed, so a machine busy with other work slows both sides of each pair alike.
 * Run: `npx tsx bench/recorder.ts` (about 20 s). `run()` returns rows `{ name, value, unit }` for bench/run.ts.
 * Env: BENCH_RECORDER_EVENTS (default 100000), BENCH_RECORDER_ROUNDS (default 5).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { rootReducer } from '../src/app/rootReducer';
import { signedIn } from '../src/session/sessionActions';
import { createActionRecorder, type ActionRecorder } from '../src/diagnostics/actionRecorder';
import { buildReportFile, serializeReportFile } from '../src/diagnostics/logFormat';
import { balanceChanged } from '../src/realtime/realtimeActions';
import type { User } from '../src/api/types';
import { median } from './benchKit';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

const user: User = {
  uuid: '0b9e2a52-2f7e-4c1e-9f0a-6c1d2b3a4e5f',
  email: 'player@example.com',
  name: 'Player',
  email_verified_at: '2026-01-01T00:00:00Z',
  roles: ['player'],
  balance: '1000.00',
  currency: { code: 'RUB', usd_rate: '90.00', fiat: true },
  telegram_id: null,
  created_at: '2026-01-01T00:00:00Z',
  locale: 'ru',
  referral_code: 'ABCDEFGH',
} as User;

/** A full collection where the runtime allows it (flag set at run time, gc fetched from a fresh context). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  return () => {
    for (let i = 0; i < 3; i += 1) gc?.();
  };
}

function makeStore(recorder: ActionRecorder | null) {
  const extra: Middleware[] = recorder ? [recorder.middleware] : [];
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(extra),
    devTools: false,
  });
  store.dispatch(signedIn({ user }));
  return store;
}

/**
 * Dispatches `count` pushes; returns the time of the dispatches alone and the time until the recorder (if any) has
 * recorded them too (it queues pushes and records them when idle: `stats()` records what is still queued).
 */
function dispatchEvents(
  store: ReturnType<typeof makeStore>,
  count: number,
  recorder: ActionRecorder | null = null,
): { dispatchMs: number; totalMs: number } {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    store.dispatch(
      balanceChanged({ balance: `${1000 + (i % 5000)}.${String(i % 100).padStart(2, '0')}`, currency_code: 'RUB' }),
    );
  }
  const dispatched = performance.now();
  recorder?.stats();
  return { dispatchMs: dispatched - started, totalMs: performance.now() - started };
}

/** Runs the scenarios and returns the figures. */
export async function run(): Promise<BenchRow[]> {
  const events = Number(process.env.BENCH_RECORDER_EVENTS ?? 100_000);
  const rounds = Math.max(3, Number(process.env.BENCH_RECORDER_ROUNDS ?? 5));
  const perRound = Math.max(1000, Math.round(events / rounds));
  const gc = collector();

  // Warm-up, so the timed runs see optimised code.
  dispatchEvents(makeStore(null), 5000);
  const warm = createActionRecorder({ location: () => '/games' });
  dispatchEvents(makeStore(warm), 5000, warm);

  // Memory: one long run with the default caps.
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const recorder = createActionRecorder({ location: () => '/games' });
  const recorded = makeStore(recorder);
  dispatchEvents(recorded, events, recorder);
  gc();
  const retainedBytes = process.memoryUsage().heapUsed - heapBefore;
  const stats = recorder.stats();

  // Cost: rounds of the same events without and with the recorder, alternating (a loaded machine slows
  // both alike); the median of the per-round differences.
  const bareTimes: number[] = [];
  const recordedTimes: number[] = [];
  const costs: number[] = [];
  const dispatchCosts: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    gc();
    const bareUs = (dispatchEvents(makeStore(null), perRound).totalMs * 1000) / perRound;
    gc();
    const roundRecorder = createActionRecorder({ location: () => '/games' });
    const timed = dispatchEvents(makeStore(roundRecorder), perRound, roundRecorder);
    const recordedUs = (timed.totalMs * 1000) / perRound;
    bareTimes.push(bareUs);
    recordedTimes.push(recordedUs);
    costs.push(recordedUs - bareUs);
    dispatchCosts.push((timed.dispatchMs * 1000) / perRound - bareUs);
  }

  const exportStarted = performance.now();
  const log = recorder.getLog();
  const text = serializeReportFile(
    buildReportFile(log, {
      appVersion: 'bench',
      route: '/games',
      userAgent: 'bench',
      screen: { width: 0, height: 0, devicePixelRatio: 1 },
      viewport: { width: 0, height: 0 },
      createdAt: new Date().toISOString(),
      locale: 'ru',
      description: '',
    }),
  );
  const exportMs = performance.now() - exportStarted;

  const round = (n: number, digits = 2) => Number(n.toFixed(digits));
  return [
    {
      name: `recorder retained heap after ${events} events (store included)`,
      value: round(retainedBytes / 1_048_576),
      unit: 'MiB',
    },
    { name: 'recorder kept actions (cap 10,000)', value: stats.keptActions, unit: 'actions' },
    { name: 'recorder kept log, serialised', value: round(stats.bytes / 1_048_576), unit: 'MiB' },
    {
      name: `dispatch without recorder (median of ${rounds} rounds)`,
      value: round(median(bareTimes)),
      unit: 'µs/action',
    },
    {
      name: `dispatch with recorder, queued pushes recorded (median of ${rounds} rounds)`,
      value: round(median(recordedTimes)),
      unit: 'µs/action',
    },
    {
      name: "recorder cost per action, recording included (median of the rounds' differences)",
      value: round(median(costs)),
      unit: 'µs/action',
    },
    // The same cost against the dispatch without the recorder, round by round: this machine's speed moves between runs
    // (the bare dispatch alone moves by half between runs), and the ratio moves far less than either figure.
    {
      name: "recorder cost / dispatch without recorder (median of the rounds' ratios)",
      value: round(median(costs.map((cost, i) => cost / (bareTimes[i] as number)))),
      unit: 'x',
    },
    {
      name: 'recorder cost per action while a burst is dispatched (recording deferred)',
      value: round(median(dispatchCosts)),
      unit: 'µs/action',
    },
    { name: 'report export (build + serialise)', value: round(exportMs, 1), unit: 'ms' },
    { name: 'report file size', value: round(text.length / 1_048_576), unit: 'MiB' },
  ];
}

if (require.main === module) {
  void run().then((rows) => {
    for (const row of rows) console.info(`${row.name}: ${row.value} ${row.unit}`);
  });
}
