/** What every bench module shares: its row type, the median, lists from the environment, and running one bench alone. */

/** One figure of a bench: `bench/run.ts` prints them all in one table. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

/** The median of some measurements (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A comma-separated list from the environment (`PAGES=/,/games`, `BENCH=bundle,api`), or undefined when unset or empty. */
export function envList(name: string): string[] | undefined {
  const items = process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

/** Prints rows as an aligned name / value / unit table. */
export function printRows(rows: BenchRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${String(row.value).padStart(8)} ${row.unit}`);
}

/** Runs one bench when its file is started directly (`npx tsx bench/<name>.ts`); a failure exits 1. */
export function runAlone(run: () => BenchRow[] | Promise<BenchRow[]>): void {
  Promise.resolve()
    .then(run)
    .then(printRows, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
