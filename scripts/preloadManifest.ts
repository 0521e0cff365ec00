/**
 * The production server's preload hints. The build writes PRELOAD_MANIFEST (webpack.config.ts): the files of each
 * lazily loaded chunk group. For a page of the SPA the server sends a `Link` header with the files of the groups its
 * first render needs (`routeChunkGroups`: the screen's chunks, and the layout's when that is lazy), so the browser
 * fetches them beside the entry's scripts instead of after those have run (one round trip less before the screen
 * and its API calls on a first visit). Another web server serving dist/ simply sends no hints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeChunkGroups } from '../src/routes/routeTable';

/** The manifest's file name in dist/ (kept on the server, like source maps). */
export const PRELOAD_MANIFEST = 'preload-manifest.json';

/** Chunk group name → its files (URL paths). */
export type PreloadManifest = Record<string, string[]>;

/** The build's manifest, or an empty one for a build made without it (no hints then). */
export function readPreloadManifest(distDir: string): PreloadManifest {
  const file = path.join(distDir, PRELOAD_MANIFEST);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return {};
  const manifest: PreloadManifest = {};
  for (const [group, files] of Object.entries(parsed)) {
    if (Array.isArray(files))
      manifest[group] = files.filter(
        (file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(file),
      );
  }
  return manifest;
}

/** The `Link` header value that preloads what the page at `pathname` renders first, or null when there is nothing to announce. */
export function preloadLinks(manifest: PreloadManifest, pathname: string): string | null {
  const files = [...new Set(routeChunkGroups(pathname).flatMap((group) => manifest[group] ?? []))];
  if (files.length === 0) return null;
  return files
    .map((file) => `<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`)
    .join(', ');
}
