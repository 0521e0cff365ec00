/** A small static server for the production build: hashed assets cached for a year, index.html never cached, /config.js rendered at run time. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RawAppConfig } from '../src/config/appConfig';
import { renderConfigScript } from './runtimeConfig';

export interface SpaServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The production build (default: dist/ of this repository). */
  distDir?: string;
  /** The configuration served as /config.js; a function is read on every request. */
  config: RawAppConfig | (() => RawAppConfig);
}

export interface SpaServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file name with a content hash (`main.3f2a9c1b0d.js`) never changes content, so it may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body?: Buffer | string, head = false): void {
  res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(head ? undefined : body);
}

/** Resolves a URL path to a file inside distDir, refusing anything that escapes it. */
function fileFor(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(distDir, `.${path.posix.normalize(decoded)}`);
  if (full !== distDir && !full.startsWith(distDir + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** Starts the static SPA server; resolves once it listens. */
export function startSpaServer(options: SpaServerOptions): Promise<SpaServer> {
  const distDir = path.resolve(options.distDir ?? path.join(__dirname, '..', 'dist'));
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  const readConfig = typeof options.config === 'function' ? options.config : () => options.config as RawAppConfig;

  const server = http.createServer((req, res) => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) return send(res, 405, { Allow: 'GET, HEAD' }, 'Method Not Allowed');
    const { pathname } = new URL(req.url ?? '/', 'http://spa.local');

    if (pathname === '/config.js') {
      return send(res, 200, { 'Content-Type': CONTENT_TYPES['.js'] ?? '', 'Cache-Control': 'no-store' }, renderConfigScript(readConfig()), head);
    }
    const file = pathname === '/' ? null : fileFor(distDir, pathname);
    if (file) {
      const ext = path.extname(file);
      const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(res, 200, { 'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache }, fs.readFileSync(file), head);
    }
    // A path with an extension is a missing file; anything else is a route of the SPA.
    if (path.posix.extname(pathname) !== '') return send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found', head);
    return send(res, 200, { 'Content-Type': CONTENT_TYPES['.html'] ?? '', 'Cache-Control': 'no-cache' }, fs.readFileSync(indexFile), head);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost';
      resolve({
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
        port,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
