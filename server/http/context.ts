/** What every routes file receives: configuration, the domain and shared helpers, and `route()` to register an operation. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Pusher from 'pusher';
import type { Domain } from '../domain';
import type { Limit, RateLimiter } from '../lib/rateLimiter';
import type { UserRow } from '../db/repositories/users';
import { operation, toFastifyPath, type ApiPath, type MethodsOf, type OperationAt, type RouteTypes } from './openapi';
import { forbidden, HttpError, notFound, unauthenticated } from './errors';

export type Mode = 'development' | 'production' | 'test';

export interface RateLimits {
  signIn: Limit;
  signUp: Limit;
  restore: Limit;
  reset: Limit;
  telegram: Limit;
  /** seconds between two verification (or reset) e-mails to one address */
  mailCooldownSeconds: number;
}

export interface HttpConfig {
  mode: Mode;
  spaUrl: string;
  corsOrigins: string[];
  appKey: string;
  telegramBotToken: string;
  rateLimits: RateLimits;
}

export interface HttpContext {
  config: HttpConfig;
  domain: Domain;
  /** the SDK client of the realtime server (signs channel authorizations with its key and secret) */
  pusher: Pick<Pusher, 'authorizeChannel'>;
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the effective user (the impersonated one under X-Login-As) */
    user: UserRow | null;
    /** the owner of the bearer token */
    actor: UserRow | null;
    token: string | null;
  }
}

export type AuthLevel = 'none' | 'user' | 'verified' | 'admin';

/** Reads the bearer token of a request. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}

/** Resolves the token owner and X-Login-As; throws 401/403/404 as the level requires. */
export function authenticate(ctx: HttpContext, request: FastifyRequest, level: AuthLevel): void {
  const token = bearerToken(request);
  const actor = token ? ctx.domain.repos.users.byToken(token) : undefined;
  if (!actor) throw unauthenticated();
  request.token = token;
  request.actor = actor;
  request.user = actor;
  const loginAs = request.headers['x-login-as'];
  const target = Array.isArray(loginAs) ? loginAs[0] : loginAs;
  if (target !== undefined && target !== '') {
    const roles = JSON.parse(actor.roles) as string[];
    if (!roles.includes('admin')) throw forbidden('Only administrators may log in as another user.');
    const impersonated = ctx.domain.repos.users.byUuid(target);
    if (!impersonated) throw notFound('The user to log in as was not found.');
    request.user = impersonated;
  }
  const effective = request.user;
  if (level === 'verified' && !effective.email_verified_at) throw forbidden('Your email address is not verified.');
  if (level === 'admin' && !(JSON.parse(actor.roles) as string[]).includes('admin')) throw forbidden();
}

/** The signed-in (effective) user of a request that passed `auth`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Client IP for rate limiting. */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** Throws 429 with availableIn when `key` is over `limit`. */
export function throttle(ctx: HttpContext, key: string, limit: Limit): void {
  const wait = ctx.limiter.hit(key, limit);
  if (wait > 0) throw new HttpError(429, `Too many attempts. Please try again in ${wait} seconds.`, undefined, { availableIn: wait });
}

/** A request of the operation at `P` and `M`: body, query and path parameters typed from openapi.yaml. */
export type ApiRequest<P extends ApiPath, M extends MethodsOf<P>> = FastifyRequest<RouteTypes<OperationAt<P, M>>>;

/**
 * Registers one route described in openapi.yaml (and its aliases), with its schema and auth level. The handler's
 * request is typed from the operation, so a route the document lacks does not compile (and throws at start-up).
 */
export function route<P extends ApiPath, M extends MethodsOf<P>>(
  app: FastifyInstance,
  ctx: HttpContext,
  method: M,
  path: P,
  auth: AuthLevel,
  handler: (request: ApiRequest<P, M>, reply: FastifyReply) => unknown,
): void {
  const op = operation(method, path);
  if (op.modes && !op.modes.includes(ctx.config.mode)) return;
  const urls = [`/api${toFastifyPath(path)}`, ...op.aliases.map(toFastifyPath)];
  for (const url of urls) {
    app.route<RouteTypes<OperationAt<P, M>>>({
      method,
      url,
      schema: op.schema,
      config: { openapiPath: path },
      preValidation:
        auth === 'none'
          ? undefined
          : (request, _reply, done) => {
              try {
                authenticate(ctx, request, auth);
                done();
              } catch (err) {
                done(err as Error);
              }
            },
      handler,
    });
  }
}
