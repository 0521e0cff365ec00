/**
 * The files of a first visit that the page's DevTools session does not report: a dedicated or shared worker's own
 * script, from Playwright's request events and the shared worker's own DevTools target (bench/first-visit.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Request } from 'playwright-core';
import { SHARED_WORKER_SCRIPT } from '../test/e2e/support/networkSettled';

/** One JS or CSS file of a first visit. */
export interface FetchedFile {
  /** URL path, e.g. /assets/main.0123456789.js */
  path: string;
  type: 'js' | 'css';
  /** Bytes over the wire: body as sent (compressed or not) plus response headers. */
  transferred: number;
  /** The body alone as sent. */
  body: number;
  /** Content-Encoding of the answer ('' when sent uncompressed). */
  encoding: string;
  /** The file from dist/ gzipped at level 9 (null when it is not in dist/). */
  gzip9: number | null;
}

export const DIST = path.resolve(__dirname, '..', 'dist');

export function gzip9Of(urlPath: string): number | null {
  const file = path.join(DIST, decodeURIComponent(urlPath));
  if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file)) return null;
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * The scripts the page's DevTools session did not see (a worker's own script), from Playwright's request events.
 * Chromium reports no body size for a worker's main script there, so its body is the response's Content-Length
 * (the production server sends one for every precompressed file).
 */
export async function workerScripts(requests: Request[], seen: Set<string>, origin: string): Promise<FetchedFile[]> {
  const files: FetchedFile[] = [];
  for (const request of requests) {
    if (seen.has(request.url()) || request.resourceType() !== 'script') continue;
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    const body = sizes.responseBodySize || Number((await response.headerValue('content-length')) ?? 0);
    const { pathname } = new URL(request.url());
    const local = new URL(request.url()).origin === origin;
    files.push({
      path: local ? pathname : request.url(),
      type: 'js',
      transferred: body + sizes.responseHeadersSize,
      body,
      encoding: (await response.headerValue('content-encoding')) ?? '',
      gzip9: local ? gzip9Of(pathname) : null,
    });
  }
  return files;
}

/**
 * The scripts of the shared workers the page started (the socket worker, shared by the site's tabs), which neither the
 * page's DevTools session nor Playwright's request events see: found among the browser's targets and fetched again
 * from the server with the same Accept-Encoding, so their size is what the server sends this browser (its
 * Content-Length; the production server sends one for every precompressed file).
 */
export async function sharedWorkerScripts(
  cdp: CDPSession,
  seen: FetchedFile[],
  origin: string,
  acceptEncoding = 'gzip, deflate, br, zstd',
): Promise<FetchedFile[]> {
  // The page starts the socket worker as soon as its realtime chunk is in; the worker's target may come a moment later.
  const startsWorker = seen.some((file) => /^\/assets\/realtime\.[0-9a-f]+\.js$/.test(file.path));
  const deadline = Date.now() + (startsWorker ? 5000 : 0);
  let workers: { url: string }[] = [];
  do {
    const { targetInfos } = await cdp.send('Target.getTargets');
    workers = targetInfos.filter((target) => target.type === 'shared_worker' && target.url.startsWith(origin));
    if (workers.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  } while (workers.length === 0 && Date.now() < deadline);
  const files: FetchedFile[] = [];
  for (const { url } of workers) {
    const { pathname, origin: scriptOrigin } = new URL(url);
    if (scriptOrigin !== origin || seen.some((file) => file.path === pathname)) continue;
    const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
    await response.arrayBuffer();
    const body = Number(response.headers.get('content-length') ?? 0);
    files.push({
      path: pathname,
      type: 'js',
      transferred: body,
      body,
      encoding: response.headers.get('content-encoding') ?? '',
      gzip9: gzip9Of(pathname),
    });
  }
  return files;
}

export { SHARED_WORKER_SCRIPT };
