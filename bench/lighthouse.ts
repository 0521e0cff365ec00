/**
 * Lighthouse on `/` and `/games` of the production build, served by scripts/serveSpa.ts against a fresh
 * contract server, in Debian's Chromium: desktop and mobile presets, each the median of RUNS runs
 * (default 3) of performance, accessibility, best practices, LCP and CLS. Every run starts Chromium with a
 * fresh profile (cold cache). Performance is timing-based: on a shared machine it moves with the load, so
 * the load average and Lighthouse's own CPU benchmark index are printed with the figures.
 * Needs `npm run build` first. Alone: `npx tsx bench/lighthouse.ts` (LIGHTHOUSE_FORM=desktop for one form, PAGES=/games for one page,
 * LIGHTHOUSE_REPORTS=dir to keep the full reports).
 *
 * Before and after: BASELINE=<dir> names another production build (for example `git stash && npm run build && cp -r
 * dist /tmp/baseline && git stash pop && npm run build`). Its own SPA server serves it against the same contract
 * server, and the runs alternate between the two builds, the order swapped each time, so both see the same moments of
 * the machine. The baseline's figures are printed beside this build's, with the difference of the medians.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { startStack } from '../test/e2e/support/stack';
import { startSpaServer } from '../scripts/serveSpa';
import { envList, median, runAlone, type BenchRow } from './benchKit';

const run$ = promisify(execFile);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const FORMS = ['desktop', 'mobile'] as const;
/** LIGHTHOUSE_REPORTS=dir: keep each run's full JSON report there (open it in the Lighthouse viewer). */
const KEEP_REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** The pages audited; PAGES=/games for one of them. */
const PAGES = envList('PAGES') ?? ['/', '/games'];
type Form = (typeof FORMS)[number];

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** The figures of one Lighthouse run. */
interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  siMs: number;
  cls: number;
  benchmarkIndex: number;
}

/** Runs the Lighthouse CLI once on `url` with the given form factor. */
async function audit(url: string, form: Form): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'lighthouse');
  try {
    await run$(
      bin,
      [
        url,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        ...(form === 'desktop' ? ['--preset=desktop'] : []),
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
    if (KEEP_REPORTS) {
      fs.mkdirSync(KEEP_REPORTS, { recursive: true });
      const name = `${form}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`;
      fs.copyFileSync(out, path.join(KEEP_REPORTS, name));
    }
    if (report.runtimeError) throw new Error(`Lighthouse ${report.runtimeError.code}: ${report.runtimeError.message}`);
    const score = (category: string): number => Math.round((report.categories[category]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      fcpMs: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      siMs: report.audits['speed-index']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One build under audit: this repository's dist/, or the BASELINE build. */
interface Build {
  label: string;
  url: string;
  /** Appended to the names of its rows. */
  suffix: string;
}

/** The medians of one page, form and build, as bench rows named `lighthouse <form> <page> <figure><suffix>`. */
function rowsOf(results: Figures[], label: string, suffix: string): BenchRow[] {
  const pick = (key: keyof Figures): number => median(results.map((r) => r[key]));
  return [
    { name: `${label} performance${suffix}`, value: pick('performance'), unit: '/100' },
    { name: `${label} accessibility${suffix}`, value: pick('accessibility'), unit: '/100' },
    { name: `${label} best-practices${suffix}`, value: pick('best-practices'), unit: '/100' },
    { name: `${label} FCP${suffix}`, value: Math.round(pick('fcpMs')), unit: 'ms' },
    { name: `${label} LCP${suffix}`, value: Math.round(pick('lcpMs')), unit: 'ms' },
    { name: `${label} TBT${suffix}`, value: Math.round(pick('tbtMs')), unit: 'ms' },
    { name: `${label} Speed Index${suffix}`, value: Math.round(pick('siMs')), unit: 'ms' },
    { name: `${label} CLS${suffix}`, value: Math.round(pick('cls') * 1000) / 1000, unit: '' },
  ];
}

/**
 * Audits PAGES (`/` and `/games`) with each form factor RUNS times (and the BASELINE build as often, interleaved); one row
 * per page, form and figure (medians).
 */
export async function run(): Promise<BenchRow[]> {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'index.html')))
    throw new Error('no dist/: run `npm run build` first');
  const runs = Math.max(1, Number(process.env.RUNS ?? 3));
  const forms = FORMS.filter((form) => !process.env.LIGHTHOUSE_FORM || process.env.LIGHTHOUSE_FORM === form);
  const loads: number[] = [];
  // What a player gets: the production configuration (no DevTools, so no support-mode endpoints chunk).
  const stack = await startStack({ config: { environment: 'production' } });
  const baseline = process.env.BASELINE
    ? await startSpaServer({ port: 0, config: stack.config, distDir: process.env.BASELINE }).catch(
        async (error: unknown) => {
          await stack.close();
          throw error;
        },
      )
    : null;
  const builds: Build[] = [
    { label: 'this build', url: stack.spaUrl, suffix: '' },
    ...(baseline ? [{ label: 'baseline', url: baseline.url, suffix: ', baseline' }] : []),
  ];
  const rows: BenchRow[] = [];
  try {
    for (const form of forms) {
      for (const page of PAGES) {
        const audits = builds.map((build) => ({ build, figures: [] as Figures[] }));
        for (let i = 0; i < runs; i += 1) {
          for (const { build, figures } of i % 2 ? [...audits].reverse() : audits) {
            loads.push(os.loadavg()[0] ?? 0);
            figures.push(await audit(`${build.url}${page}`, form));
          }
        }
        const label = `lighthouse ${form} ${page}`;
        for (const { build, figures } of audits) {
          const each = (key: keyof Figures): string => figures.map((r) => Math.round(r[key])).join(' / ');
          const who = baseline ? ` (${build.label})` : '';
          const timings = `FCP ${each('fcpMs')} ms, LCP ${each('lcpMs')} ms, TBT ${each('tbtMs')} ms, SI ${each('siMs')} ms`;
          console.info(
            `  ${form} ${page}${who}: performance ${each('performance')}, ${timings}, benchmarkIndex ${each('benchmarkIndex')}`,
          );
          rows.push(...rowsOf(figures, label, build.suffix));
        }
        const [mine, theirs] = audits;
        if (mine && theirs) {
          const change = (key: keyof Figures): number =>
            median(mine.figures.map((r) => r[key])) - median(theirs.figures.map((r) => r[key]));
          rows.push(
            { name: `${label} performance, this build − baseline`, value: change('performance'), unit: 'points' },
            { name: `${label} TBT, this build − baseline`, value: Math.round(change('tbtMs')), unit: 'ms' },
            { name: `${label} LCP, this build − baseline`, value: Math.round(change('lcpMs')), unit: 'ms' },
          );
        }
      }
    }
  } finally {
    await Promise.allSettled([stack.close(), baseline?.close()]);
  }
  rows.push({
    name: `lighthouse: 1-minute load average during the runs (median, ${os.cpus().length} cores)`,
    value: Math.round(median(loads) * 100) / 100,
    unit: '',
  });
  return rows;
}

if (require.main === module) runAlone(run);
