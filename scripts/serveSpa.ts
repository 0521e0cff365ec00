/**
 * The production server of the SPA (`npm run serve`, `npm start -- --prod`, the browser tests): serves the
 * build in dist/ with @fastify/static, brotli/gzip files made at build time, hashed assets cached for a
 * year, index.html and /config.js revalidated on every load, SPA routes answered with index.html, and the
 * security headers of scripts/spaHeaders.ts. docs/serving.md is the deployer's guide.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { RawAppConfig } from '../src/config/appConfig';
import { packageRoot } from '../server/lib/packageRoot';
import { countAnswersUnderWay } from './answersUnderWay';
import { PRELOAD_MANIFEST, preloadLinks, readPreloadManifest } from './preloadManifest';
import { renderConfigScript } from './runtimeConfig';
import { COMMON_HEADERS, pageHeaders, type CspOptions } from './spaHeaders';

export interface SpaServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The production build (default: dist/ of this repository). */
  distDir?: string;
  /** The configuration served as /config.js; a function is read on every request. */
  config: RawAppConfig | (() => RawAppConfig);
  /** Content-Security-Policy choices the configuration cannot tell (Mini App ancestors, extra origins). */
  csp?: CspOptions;
}

export interface SpaServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A file name with a content hash (`main.3f2a9c1b.js`) never changes content, so it may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;
/** Source maps stay on the server (for error reports); precompressed twins are chosen by the server, not asked for. */
const NEVER_SERVED = /\.(map|br|gz)$/;

/** One build serves every environment, so its run-time configuration is a tiny script revalidated by ETag. */
function sendConfigScript(request: FastifyRequest, reply: FastifyReply, config: RawAppConfig): FastifyReply {
  const body = renderConfigScript(config);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/javascript; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

/** Starts the SPA server; resolves once it listens. */
export async function startSpaServer(options: SpaServerOptions): Promise<SpaServer> {
  const distDir = path.resolve(options.distDir ?? path.join(packageRoot(), 'dist'));
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  const readConfig = typeof options.config === 'function' ? options.config : () => options.config as RawAppConfig;
  const preloads = readPreloadManifest(distDir);

  // Closing drops idle keep-alive connections at once and lets answers under way finish: a restart does not cut a
  // download short, and no answer is still being compressed after close() has resolved.
  const app = Fastify({ logger: false, forceCloseConnections: 'idle' });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(COMMON_HEADERS);
    const { pathname } = new URL(request.url, 'http://spa.local');
    const type = String(reply.getHeader('content-type') ?? '');
    // A 304 for a page carries the policy too: it replaces the headers of the copy the browser keeps.
    const page =
      type.startsWith('text/html') ||
      (reply.statusCode === 304 && ['', '.html'].includes(path.posix.extname(pathname)));
    if (page) reply.headers(pageHeaders(readConfig(), pathname, options.csp));
    const links = page && reply.statusCode === 200 ? preloadLinks(preloads, pathname) : null;
    if (links) reply.header('link', [reply.getHeader('link'), links].filter(Boolean).join(', '));
    return payload;
  });
  // Answers built at run time (config.js, error pages; files of a build made without .br/.gz) are compressed on the fly.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  const answers = countAnswersUnderWay(app);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    index: 'index.html',
    // The preload manifest is the server's, like the source maps.
    allowedPath: (pathname) => !NEVER_SERVED.test(pathname) && pathname !== `/${PRELOAD_MANIFEST}`,
    setHeaders: (reply, file) => {
      const relative = path.relative(distDir, file);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) && HASHED.test(file.replace(/\.(br|gz)$/, ''))
          ? IMMUTABLE
          : REVALIDATE,
      );
    },
  });

  app.get('/config.js', (request, reply) => sendConfigScript(request, reply, readConfig()));

  // No file: a path with an extension is a missing file (404, never index.html for a .js URL); anything else is a route of the SPA.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    const { pathname } = new URL(request.url, 'http://spa.local');
    if (path.posix.extname(pathname) !== '') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.code(200).sendFile('index.html');
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '127.0.0.1' ? options.host : 'localhost';
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await app.close();
      await answers.settled();
    },
  };
}
