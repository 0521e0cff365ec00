/** Builds the fastify app of the REST API: validation from openapi.yaml, Laravel errors, CORS, every routes file. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { HttpContext } from './context';
import { errorHandler } from './errors';
import { authRoutes } from './routes/auth';
import { telegramRoutes } from './routes/telegram';
import { broadcastingRoutes } from './routes/broadcasting';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { playerRoutes } from './routes/player';
import { devRoutes } from './routes/dev';
import { walletRoutes } from './routes/wallet';
import { playRoutes } from './routes/play';
import { responsibleGamingRoutes } from './routes/responsibleGaming';

export const BODY_LIMIT = 1024 * 1024;

/** One registered route, as the routes ↔ OpenAPI test reads them. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: true, removeAdditional: false, strict: false });
  addFormats(ajv);
  return ajv;
}

/** Whether a CORS origin is allowed: the configured SPA origins, and any loopback origin in development/test. */
export function corsAllowed(origin: string, allowed: string[], mode: string): boolean {
  if (allowed.includes(origin)) return true;
  return mode !== 'production' && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/** Creates the API app (not listening yet) and the list of routes it registered. */
export async function buildHttpApp(ctx: HttpContext, logger: FastifyServerOptions['logger'] = false): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, trustProxy: false });
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

  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : corsAllowed(origin, ctx.config.corsOrigins, ctx.config.mode)),
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Login-As', 'X-Socket-Id', 'Accept'],
    maxAge: 600,
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ message: `The route ${request.url.split('?')[0]} could not be found.` });
  });

  authRoutes(app, ctx);
  telegramRoutes(app, ctx);
  broadcastingRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  contentRoutes(app, ctx);
  playerRoutes(app, ctx);
  devRoutes(app, ctx);
  walletRoutes(app, ctx);
  playRoutes(app, ctx);
  responsibleGamingRoutes(app, ctx);
  return { app, routes };
}
