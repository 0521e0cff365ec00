/**
 * `npm run bench`: runs every benchmark module that exists (bundle, first-visit, lighthouse, main-thread, api,
 * realtime-fanout, realtime-browser, reconnect, recovery, fleet-restart, silence, recorder), each exporting `run()` → `{ name, value, unit }[]`, and prints
 * one table.
 * A failing bench prints its error and the others still run. BENCH=bundle,api runs a subset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { envList, type BenchRow } from './benchKit';

const ORDER = [
  'bundle',
  'first-visit',
  'lighthouse',
  'main-thread',
  'api',
  'realtime-fanout',
  'realtime-browser',
  'reconnect',
  'recovery',
  'fleet-restart',
  'silence',
  'recorder',
];

function selected(): string[] {
  return (envList('BENCH') ?? ORDER).filter((name) => fs.existsSync(path.join(__dirname, `${name}.ts`)));
}

async function main(): Promise<void> {
  const rows: (BenchRow & { bench: string })[] = [];
  const failures: { bench: string; error: string }[] = [];
  for (const bench of selected()) {
    const started = Date.now();
    console.info(`▶ ${bench}…`);
    try {
      const mod = (await import(`./${bench}`)) as { run?: () => BenchRow[] | Promise<BenchRow[]> };
      if (typeof mod.run !== 'function') throw new Error('exports no run()');
      for (const row of await mod.run()) rows.push({ ...row, bench });
      console.info(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push({ bench, error: message });
      console.error(`  ${bench} failed: ${message}`);
    }
  }
  const width = Math.max(10, ...rows.map((row) => row.name.length));
  console.log(`\n${'benchmark'.padEnd(width)}  ${'value'.padStart(12)}  unit`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(12)}  ----`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${String(row.value).padStart(12)}  ${row.unit}`);
  for (const failure of failures)
    console.log(`${`${failure.bench} (failed)`.padEnd(width)}  ${'-'.padStart(12)}  ${failure.error}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

void main();
