/** Builds the fastify app of the REST API: validation from openapi.yaml, Laravel errors, CORS, every routes file. */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { requestLocale } from './auth';
import type { HttpContext } from './context';
import { fromLoopback } from './request';
import { requestIds } from '../lib/log';
import { DEFAULT_LOCALE, Text, text } from '../i18n';
import { errorHandler, forbidden } from './errors';
import { authRoutes } from './routes/auth';
import { telegramRoutes } from './routes/telegram';
import { broadcastingRoutes } from './routes/broadcasting';
import { realtimeMissedRoutes } from './routes/realtimeMissed';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { playerRoutes } from './routes/player';
import { devRoutes } from './routes/dev';
import { walletRoutes } from './routes/wallet';
import { historyRoutes } from './routes/history';
import { playRoutes } from './routes/play';
import { responsibleGamingRoutes } from './routes/responsibleGaming';
import { impersonationRoutes } from './routes/impersonations';
import { supportRoutes } from './routes/support';
import { clientErrorRoutes } from './routes/clientErrors';
import { accountSecurityRoutes } from './routes/accountSecurity';
import { maintenanceGate, maintenanceRoutes } from './routes/maintenance';
import { regionGate } from './routes/regionGate';
import { winsRoutes } from './routes/wins';
import { referralRoutes } from './routes/referrals';
import { rewardRoutes } from './routes/rewards';
import { kycRoutes } from './routes/kyc';

export const BODY_LIMIT = 1024 * 1024;

/** One registered route, as the routes ↔ OpenAPI test reads them. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Whether a CORS origin is allowed: the configured SPA origins, and any loopback origin in development/test. */
export function corsAllowed(origin: string, allowed: string[], mode: string): boolean {
  if (allowed.includes(origin)) return true;
  return mode !== 'production' && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/**
 * Security headers on every answer (helmet): an API CSP that allows nothing, no framing, no referrer, HSTS in
 * production. Cross-origin resource policy `same-site`, except where the SPA (possibly another site) embeds the
 * API's answers: thumbnails and the slot page set `cross-origin` themselves. The HTML pages send their own nonce CSP.
 */
async function securityHeaders(app: FastifyInstance, ctx: HttpContext): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity:
      ctx.config.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}

/**
 * Fastify's trustProxy from ours: a hop count becomes "trust the nearest N hops" (Express's meaning; Fastify 5 treats
 * a bare number as trusting nothing). Addresses are safer: a client that reaches the API around the proxy can claim
 * any X-Forwarded-For under a hop count.
 */
export function fastifyTrustProxy(
  trust: HttpContext['config']['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/** Creates the API app (not listening yet) and the list of routes it registered. */
export async function buildHttpApp(
  ctx: HttpContext,
  logger?: FastifyBaseLogger,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : {}),
    // Our own id on every request (a client's X-Request-Id is not trusted into the log); the answer carries it back.
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
  });
  // First of all: whatever is logged while this request runs (mail, publishing, the realtime API) carries its id.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestIds.run(request.id, done);
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const m of methods) if (m !== 'HEAD' && m !== 'OPTIONS') routes.push({ method: m, url: r.url });
  });

  const bodyAjv = makeAjv(false);
  const queryAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('token', null);
  app.decorateRequest('locale', DEFAULT_LOCALE);

  // First of all: the language every answer of this request is written in.
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(ctx, request);
  });
  // Answers may carry catalogue sentences (`{ message: text(…) }`): written out in the request's language.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const entries = Object.entries(payload as Record<string, unknown>);
    if (!entries.some(([, v]) => v instanceof Text)) return payload;
    return Object.fromEntries(entries.map(([k, v]) => [k, v instanceof Text ? v.render(request.locale) : v]));
  });

  await app.register(cors, {
    origin: (origin, cb) =>
      cb(null, origin === undefined ? false : corsAllowed(origin, ctx.config.corsOrigins, ctx.config.mode)),
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Login-As', 'X-Socket-Id', 'Accept'],
    // A cross-origin SPA may read how long to wait after a 429, and the id of a request to quote in a report.
    exposedHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'],
    maxAge: 600,
  });

  await securityHeaders(app, ctx);
  // Multipart forms (verification uploads) are read part by part by the route, with its own limits; any other route
  // refuses them with 415 before reading (route.ts).
  await app.register(multipart, { throwFileSizeLimit: false });

  // The dev helpers (mailbox: reset links; simulate: money) answer this machine only, whatever the mode.
  app.addHook('onRequest', async (request) => {
    const path = (request.routeOptions.config as { openapiPath?: string } | undefined)?.openapiPath;
    if (path?.startsWith('/dev/') && !fromLoopback(request)) throw forbidden(text('http.dev_only_local'));
  });

  // A region not served is told so even during maintenance: the site will not open for it afterwards either.
  regionGate(app, ctx);
  maintenanceGate(app, ctx);

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      message: text('http.route_not_found', { path: request.url.split('?')[0] ?? '' }).render(request.locale),
    });
  });

  authRoutes(app, ctx);
  telegramRoutes(app, ctx);
  broadcastingRoutes(app, ctx);
  realtimeMissedRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  contentRoutes(app, ctx);
  playerRoutes(app, ctx);
  // Behind a proxy on the same machine every request looks local: the helpers also need DEV_ROUTES=true.
  if (ctx.config.devRoutes) devRoutes(app, ctx);
  walletRoutes(app, ctx);
  historyRoutes(app, ctx);
  playRoutes(app, ctx);
  responsibleGamingRoutes(app, ctx);
  impersonationRoutes(app, ctx);
  supportRoutes(app, ctx);
  clientErrorRoutes(app, ctx);
  accountSecurityRoutes(app, ctx);
  maintenanceRoutes(app, ctx);
  winsRoutes(app, ctx);
  referralRoutes(app, ctx);
  rewardRoutes(app, ctx);
  kycRoutes(app, ctx);
  return { app, routes };
}
