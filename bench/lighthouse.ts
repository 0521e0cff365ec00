/**
 * Lighthouse scores (performance, accessibility, best practices) for `/` and `/games` on the production
 * build, desktop preset, served by scripts/serveSpa.ts against a fresh contract server, in Debian's
 * Chromium. Needs `npm run build` first. Alone: `npx tsx bench/lighthouse.ts`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStack } from '../test/e2e/support/stack';

const run$ = promisify(execFile);
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Row {
  name: string;
  value: number;
  unit: string;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
}

async function audit(url: string): Promise<LighthouseReport> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
  await run$(bin, [
    url, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`, '--preset=desktop', '--quiet',
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 });
  return JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
}

/** Audits `/` and `/games`; one row per page and category, score out of 100. */
export async function run(): Promise<Row[]> {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'index.html'))) throw new Error('no dist/: run `npm run build` first');
  const stack = await startStack();
  try {
    const rows: Row[] = [];
    for (const page of ['/', '/games']) {
      const report = await audit(`${stack.spaUrl}${page}`);
      for (const category of CATEGORIES) {
        const score = report.categories[category]?.score;
        rows.push({ name: `lighthouse ${page} ${category}`, value: Math.round((score ?? 0) * 100), unit: '/100' });
      }
    }
    return rows;
  } finally {
    await stack.close();
  }
}

if (require.main === module) {
  run().then((rows) => console.table(rows), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
