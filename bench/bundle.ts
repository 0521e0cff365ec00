/**
 * Bundle size from the build alone (no browser): gzip bytes of the JS and CSS that index.html loads
 * (the entry), what each entry chunk is made of, every async chunk over the route-chunk limit, and each
 * lazily loaded screen's own chunks. Reads dist/ and `.tmp/webpack-chunks.json` (written by the
 * production build's ChunkMapPlugin). What a browser really fetches on a first visit is
 * `bench/first-visit.ts`; this one says where those bytes come from.
 * Run: `npm run build && npx tsx bench/bundle.ts`; `bench/run.ts` calls run().
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runAlone, type BenchRow } from './benchKit';

interface ChunkMap {
  version: string;
  entrypoints: Record<string, string[]>;
  chunks: {
    id: string | number;
    initial: boolean;
    files: string[];
    requests: string[];
    contents?: Record<string, number>;
  }[];
}

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
/** No chunk a route loads lazily should weigh more than this (gzip). */
export const ROUTE_CHUNK_LIMIT_KB = 30;

const gzipKb = (file: string): number => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const isCode = (file: string): boolean => /\.(js|css)$/.test(file);
const round = (kb: number): number => Math.round(kb * 10) / 10;

/** The chunk map of the build in dist/; throws when it is missing or from another build. */
export function readChunkMap(): ChunkMap {
  const mapFile = path.join(root, '.tmp', 'webpack-chunks.json');
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(mapFile)) {
    throw new Error('no production build with a chunk map: run `npm run build` first');
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ChunkMap;
  const built = JSON.parse(fs.readFileSync(path.join(dist, 'version.json'), 'utf8')) as { version: string };
  if (built.version !== map.version)
    throw new Error('dist/ and .tmp/webpack-chunks.json come from different builds: rebuild');
  return map;
}

/** The JS and CSS files index.html loads itself. */
function indexAssets(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Minified HTML drops the quotes: src=/assets/main.abc.js
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)=["']?\/?([^"'\s>]+)/g)].map((m) => m[1] ?? '');
  return refs.filter((ref) => isCode(ref) && fs.existsSync(path.join(dist, ref)));
}

/** A screen's short name from its import() request: `@/features/home/HomeScreen` → `HomeScreen`. */
const shortName = (request: string): string => request.split('/').pop() ?? request;

/** Async chunk files heavier than `limitKb` gzip, with the import() requests that load them. */
export function routeChunksOver(
  limitKb: number,
  map: ChunkMap = readChunkMap(),
): { file: string; gzipKb: number; requests: string[] }[] {
  return map.chunks
    .filter((chunk) => !chunk.initial)
    .flatMap((chunk) =>
      chunk.files
        .filter(isCode)
        .map((file) => ({ file, gzipKb: round(gzipKb(file)), requests: chunk.requests.map(shortName) })),
    )
    .filter((chunk) => chunk.gzipKb > limitKb)
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

/** What a built file is made of: its largest packages and src folders with their share of its source bytes. */
export function contentsOf(file: string, map: ChunkMap = readChunkMap(), top = 8): string {
  const contents = map.chunks.find((chunk) => chunk.files.includes(file))?.contents ?? {};
  const sourceBytes = Object.values(contents).reduce((sum, bytes) => sum + bytes, 0) || 1;
  return Object.entries(contents)
    .slice(0, top)
    .map(([group, bytes]) => `${group} ${Math.round((bytes / sourceBytes) * 100)}%`)
    .join(', ');
}

/** Prints each entry file with what it is made of. */
function printEntry(map: ChunkMap, entry: string[]): void {
  console.info('  entry (loaded by index.html), gzip -9:');
  for (const file of entry)
    console.info(`    ${file.padEnd(34)} ${String(round(gzipKb(file))).padStart(6)} KB  ${contentsOf(file, map)}`);
}

/** Measures the bundle; throws when dist/ or the chunk map is missing. */
export function run(): BenchRow[] {
  const map = readChunkMap();
  const entry = indexAssets();
  printEntry(map, entry);
  const entryKb = entry.reduce((sum, file) => sum + gzipKb(file), 0);
  const over = routeChunksOver(ROUTE_CHUNK_LIMIT_KB, map);
  for (const chunk of over)
    console.info(
      `  async chunk over ${ROUTE_CHUNK_LIMIT_KB} KB: ${chunk.file} ${chunk.gzipKb} KB (${chunk.requests.join(', ')})`,
    );

  const rows: BenchRow[] = [
    { name: 'bundle: entry JS+CSS of index.html (gzip)', value: round(entryKb), unit: 'KB' },
    { name: `bundle: async chunks over ${ROUTE_CHUNK_LIMIT_KB} KB (gzip)`, value: over.length, unit: 'chunks' },
  ];
  // Each screen's lazy chunks (a chunk shared by several screens counts for each of them).
  const requests = [...new Set(map.chunks.filter((chunk) => !chunk.initial).flatMap((chunk) => chunk.requests))]
    .filter((request) => /Screen$/.test(request))
    .sort();
  for (const request of requests) {
    const files = map.chunks
      .filter((chunk) => !chunk.initial && chunk.requests.includes(request))
      .flatMap((chunk) => chunk.files.filter(isCode));
    rows.push({
      name: `bundle: screen ${shortName(request)} lazy chunks (gzip)`,
      value: round(files.reduce((sum, file) => sum + gzipKb(file), 0)),
      unit: 'KB',
    });
  }
  return rows;
}

if (require.main === module) runAlone(run);
