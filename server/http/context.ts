/** What every routes file receives: configuration, the domain and shared helpers, and `route()` to register an operation. */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Pusher from 'pusher';
import type { Domain } from '../domain';
import { isAdmin } from '../domain/impersonation';
import type { Limit, RateLimiter } from '../lib/rateLimiter';
import type { UserRow } from '../db/repositories/users';
import { operation, toFastifyPath, type ApiPath, type MethodsOf, type OperationAt, type RouteTypes } from './openapi';
import { forbidden, HttpError, unauthenticated } from './errors';
import { chooseLocale, text, type Locale } from '../i18n';
import { sha256 } from '../lib/crypto';

export type Mode = 'development' | 'production' | 'test';

/** One throttled action: attempts per client IP and per account (e-mail, Telegram id or user), each in its own window. */
export interface Throttle {
  perIp: Limit;
  perAccount: Limit;
}

export interface RateLimits {
  signIn: Throttle;
  signUp: Throttle;
  restore: Throttle;
  reset: Throttle;
  telegram: Throttle;
  /** e-mails sent on request (verification resends) */
  mail: Throttle;
  /** bug reports sent (POST /bug-reports), per IP and per account (the user, else the IP) */
  bugReport: Throttle;
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
  /** Fastify's trustProxy (default false) */
  trustProxy?: boolean | number | string[];
  /** the API base URL as clients reach it (absolute URLs in answers); default: built from each request */
  publicApiUrl?: string;
}

export interface HttpContext {
  config: HttpConfig;
  domain: Domain;
  /** the SDK client of the realtime server (signs channel authorizations with its key and secret) */
  pusher: Pick<Pusher, 'authorizeChannel' | 'get'>;
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the effective user (the impersonated one under X-Login-As) */
    user: UserRow | null;
    /** the owner of the bearer token */
    actor: UserRow | null;
    token: string | null;
    /** the language the answer is written in (`requestLocale`) */
    locale: Locale;
  }
}

export type AuthLevel = 'none' | 'user' | 'verified' | 'admin';

/** The SPA's auth cookie (contract §5); the API reads it only where a browser cannot send a header (the slot page). */
export const AUTH_COOKIE = 'auth_token';

/** Reads the bearer token of a request. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}

/** The value of one cookie of the request, or null. */
export function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The owner's token for a page the browser loads or calls by itself (the slot page in the SPA's iframe): the bearer
 * header, else the SPA's `auth_token` cookie — on a POST only from the API's own origin, so another site's form
 * cannot spend with it.
 */
export function pageToken(request: FastifyRequest, publicApiUrl?: string): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.headers.origin !== new URL(apiBase(request, publicApiUrl)).origin) return null;
  return cookieValue(request, AUTH_COOKIE);
}

/** The route pattern of a request (`/api/play/:sessionId`), never its raw URL: what the audit and the logs record. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/**
 * Resolves the token owner and X-Login-As; throws 401/403/404 as the level requires. An impersonated request is
 * recorded in the audit before it runs.
 */
export function authenticate(ctx: HttpContext, request: FastifyRequest, level: AuthLevel): void {
  const token = bearerToken(request);
  const actor = token ? ctx.domain.tokens.user(token) : undefined;
  if (!actor) throw unauthenticated();
  request.token = token;
  request.actor = actor;
  request.user = actor;
  const loginAs = request.headers['x-login-as'];
  const target = Array.isArray(loginAs) ? loginAs[0] : loginAs;
  if (target !== undefined && target !== '') {
    request.user = ctx.domain.impersonation.begin(actor, target, request.method, routePattern(request));
  }
  const effective = request.user;
  if (level === 'verified' && !effective.email_verified_at) throw forbidden(text('http.email_not_verified'));
  if (level === 'admin' && !isAdmin(actor)) throw forbidden();
}

/**
 * The language of a request: the saved language of the account whose bearer token it carries (the person reading,
 * so an admin logged in as a player keeps their own), else `Accept-Language`, else Russian. Read-only: the token's
 * last use is recorded by authentication, not here.
 */
export function requestLocale(ctx: HttpContext, request: FastifyRequest): Locale {
  const token = bearerToken(request);
  const saved = token ? ctx.domain.repos.users.tokenOwner(sha256(token))?.user.locale : undefined;
  return chooseLocale(saved, request.headers['accept-language']);
}

/**
 * The effective user of a public route that shows more to a signed-in viewer: resolved like `auth` when the request
 * carries a bearer token, else (or when the token is not valid) null.
 */
export function optionalViewer(ctx: HttpContext, request: FastifyRequest): UserRow | null {
  if (!bearerToken(request)) return null;
  try {
    authenticate(ctx, request, 'user');
    return request.user;
  } catch {
    return null;
  }
}

/** The signed-in (effective) user of a request that passed `auth`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Client IP for rate limiting: the socket's address, or the forwarded one when TRUST_PROXY trusts the proxy. */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** True for 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || IPV4_LOOPBACK.test(plain);
}

/**
 * True when the request comes from this machine: the socket's peer is loopback and nothing forwarded it (a reverse
 * proxy on the same host connects from loopback too, but adds a forwarding header).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const forwarded = request.headers.forwarded ?? request.headers['x-forwarded-for'] ?? request.headers['x-real-ip'];
  return forwarded === undefined && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * Counts one attempt of a throttled action against the client's IP and the account; 429 with availableIn when
 * either is over its limit. `account` is the e-mail, Telegram id or user the attempt is about.
 */
export function throttle(ctx: HttpContext, request: FastifyRequest, action: Exclude<keyof RateLimits, 'mailCooldownSeconds'>, account: string): void {
  const limits = ctx.config.rateLimits[action];
  const wait = Math.max(ctx.limiter.hit(`${action}:ip:${clientIp(request)}`, limits.perIp), ctx.limiter.hit(`${action}:account:${account}`, limits.perAccount));
  if (wait > 0) throw new HttpError(429, text('http.too_many_attempts', { seconds: wait }), undefined, { availableIn: wait });
}

/** Forgets an account's failed attempts of an action (after a success); the IP's count stays. */
export function clearThrottle(ctx: HttpContext, action: keyof RateLimits, account: string): void {
  ctx.limiter.clear(`${action}:account:${account}`);
}

/**
 * The API base URL as clients reach it: PUBLIC_API_URL when configured, else built from the request (its protocol and
 * host follow X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the proxy).
 */
export function apiBase(request: FastifyRequest, publicApiUrl?: string): string {
  if (publicApiUrl) return publicApiUrl;
  const host = /^[A-Za-z0-9.\-:[\]]+$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}/api`;
}

/** A request of the operation at `P` and `M`: body, query and path parameters typed from openapi.yaml. */
export type ApiRequest<P extends ApiPath, M extends MethodsOf<P>> = FastifyRequest<RouteTypes<OperationAt<P, M>>>;

/**
 * Registers one route described in openapi.yaml (and its aliases), with its schema and auth level. The handler's
 * request is typed from the operation, so a route the document lacks does not compile (and throws at start-up).
 * `x-modes` keeps it out of other modes; `x-impersonation: forbidden` refuses it under X-Login-As.
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
                if (op.impersonationForbidden) ctx.domain.impersonation.assertActingAsSelf(request.actor, request.user);
                done();
              } catch (err) {
                done(err as Error);
              }
            },
      handler,
    });
  }
}
