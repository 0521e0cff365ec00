/**
 * REST API bench: requests per second and p50/p99 latency of `GET /games?search=…` over 5,000 games and of
 * `POST /auth/sign-in` (scrypt-bound by design), against a contract server on loopback in a temp data folder.
 * Run: `npx tsx bench/api.ts` (about 25 s). `run()` returns rows `{ name, value, unit }` for bench/run.ts.
 * Env: BENCH_API_SECONDS (per scenario, default 8), BENCH_API_CONCURRENCY (default 16).
 */
import { startTestContractServer } from '../test/support/contractServer';
import { insertGames } from '../server/db/seed';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

const SEARCHES = [
  'gold',
  'dragon',
  'wild',
  'lucky fortune',
  'megaways',
  'xyz',
  'temple',
  'байкал',
  'a',
  'phoenix deluxe',
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs `request` from `concurrency` loops for `seconds`; returns rps and latency percentiles (ms). */
async function load(
  seconds: number,
  concurrency: number,
  request: (i: number) => Promise<Response>,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await request(n++);
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

/** Runs both scenarios and returns the figures. */
export async function run(): Promise<BenchRow[]> {
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 8);
  const concurrency = Number(process.env.BENCH_API_CONCURRENCY ?? 16);
  const server = await startTestContractServer({ startRealtime: false });
  try {
    const existing = (server.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    server.db.transaction(() => insertGames(server.db, 5000 - existing, 99, 10_000))();
    const total = (server.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    const search = await load(seconds, concurrency, (i) =>
      fetch(`${server.apiUrl}/games?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length] as string)}&per_page=24`),
    );
    const signIn = await load(seconds, Math.min(concurrency, 8), () =>
      fetch(`${server.apiUrl}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'player@example.com', password: 'player-password' }),
      }),
    );
    return [
      { name: `games search (${total} games) throughput`, value: Math.round(search.rps), unit: 'req/s' },
      { name: 'games search p50', value: Number(search.p50.toFixed(2)), unit: 'ms' },
      { name: 'games search p99', value: Number(search.p99.toFixed(2)), unit: 'ms' },
      { name: 'games search errors', value: search.errors, unit: 'count' },
      { name: 'sign-in (scrypt) throughput', value: Math.round(signIn.rps), unit: 'req/s' },
      { name: 'sign-in p50', value: Number(signIn.p50.toFixed(2)), unit: 'ms' },
      { name: 'sign-in p99', value: Number(signIn.p99.toFixed(2)), unit: 'ms' },
      { name: 'sign-in errors', value: signIn.errors, unit: 'count' },
    ];
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  run().then(
    (rows) => {
      const width = Math.max(...rows.map((r) => r.name.length));
      console.log(`${'scenario'.padEnd(width)}  ${'value'.padStart(10)}  unit`);
      for (const r of rows) console.log(`${r.name.padEnd(width)}  ${String(r.value).padStart(10)}  ${r.unit}`);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
