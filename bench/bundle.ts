/**
 * Bundle size: gzip bytes of what the browser downloads for the first view of `/` (the JS and CSS that
 * index.html loads, plus the lazily loaded home screen) and of each route's own lazy chunks.
 * Reads dist/ and `.tmp/webpack-chunks.json` (written by the production build's ChunkMapPlugin).
 * Threshold: the first load of `/` should stay under the TOOLCHAIN.md floor of 223.7 KB gzip.
 * Run: `npm run build && npx tsx bench/bundle.ts`; `bench/run.ts` calls run().
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

interface ChunkMap {
  version: string;
  entrypoints: Record<string, string[]>;
  chunks: { id: string | number; initial: boolean; files: string[]; requests: string[] }[];
}

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
/** The TOOLCHAIN.md floor: every runtime library in one bundle. */
export const FIRST_LOAD_LIMIT_KB = 223.7;

const gzipKb = (file: string): number => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const isCode = (file: string): boolean => /\.(js|css)$/.test(file);
const round = (kb: number): number => Math.round(kb * 10) / 10;

/** The JS and CSS files index.html loads itself. */
function indexAssets(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Minified HTML drops the quotes: src=/assets/main.abc.js
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)=["']?\/?([^"'\s>]+)/g)].map((m) => m[1] ?? '');
  return refs.filter((ref) => isCode(ref) && fs.existsSync(path.join(dist, ref)));
}

/** Screen key → the import() request of its module, read from the route registry. */
function screenRequests(): Map<string, string> {
  const source = fs.readFileSync(path.join(root, 'src', 'routes', 'screens.ts'), 'utf8');
  const map = new Map<string, string>();
  for (const match of source.matchAll(/^\s*(\w+):\s*lazy\(\s*(?:\(\)\s*=>\s*import\('([^']+)'\)|(\w+))\s*\)/gm)) {
    const key = match[1] ?? '';
    const request = match[2] ?? './RoutePlaceholder';
    map.set(key, request);
  }
  return map;
}

/** Files of every async chunk a given import() request loads (shared chunks count for each route that needs them). */
function filesFor(map: ChunkMap, request: string): string[] {
  return map.chunks.filter((chunk) => !chunk.initial && chunk.requests.includes(request)).flatMap((chunk) => chunk.files.filter(isCode));
}

/** Measures the bundle; throws when dist/ or the chunk map is missing. */
export function run(): BenchRow[] {
  const mapFile = path.join(root, '.tmp', 'webpack-chunks.json');
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(mapFile)) {
    throw new Error('no production build with a chunk map: run `npm run build` first');
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ChunkMap;
  const built = JSON.parse(fs.readFileSync(path.join(dist, 'version.json'), 'utf8')) as { version: string };
  if (built.version !== map.version) throw new Error('dist/ and .tmp/webpack-chunks.json come from different builds: rebuild');

  const entry = indexAssets();
  const entryKb = entry.reduce((sum, file) => sum + gzipKb(file), 0);
  const requests = screenRequests();
  const homeFiles = filesFor(map, requests.get('home') ?? '').filter((file) => !entry.includes(file));
  const firstLoadKb = entryKb + homeFiles.reduce((sum, file) => sum + gzipKb(file), 0);

  const rows: BenchRow[] = [
    { name: 'bundle: entry JS+CSS of index.html (gzip)', value: round(entryKb), unit: 'KB' },
    { name: `bundle: first load of / incl. home screen (gzip, limit ${FIRST_LOAD_LIMIT_KB})`, value: round(firstLoadKb), unit: 'KB' },
  ];
  const seen = new Set<string>();
  for (const [key, request] of requests) {
    if (seen.has(request)) continue;
    seen.add(request);
    const files = filesFor(map, request);
    rows.push({ name: `bundle: route chunk ${key} (gzip)`, value: round(files.reduce((sum, file) => sum + gzipKb(file), 0)), unit: 'KB' });
  }
  return rows;
}

if (require.main === module) {
  const rows = run();
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${String(row.value).padStart(8)} ${row.unit}`);
}
