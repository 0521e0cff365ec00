/** Who a request acts for: the bearer token, the X-Login-As impersonation, the auth levels and the request's language. */
import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../domain/impersonation';
import type { UserRow } from '../db/repositories/users';
import { forbidden, unauthenticated } from './errors';
import { chooseLocale, localeFromAcceptLanguage, text, type Locale } from '../i18n';
import { sha256 } from '../lib/crypto';
import type { HttpContext } from './context';
import { apiBase, routePattern } from './request';

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
  interface FastifyContextConfig {
    /** the openapi.yaml path the route serves (route.ts) */
    openapiPath?: string;
  }
}

export type AuthLevel = 'none' | 'user' | 'verified' | 'admin';

/** The SPA's auth cookie (docs/contract.md, Constants); the API reads it only where a browser cannot send a header (the slot page). */
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
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.headers.origin !== new URL(apiBase(request, publicApiUrl)).origin
  )
    return null;
  return cookieValue(request, AUTH_COOKIE);
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
 * The language of a request: the saved language of the account whose bearer token it carries (the person reading),
 * else `Accept-Language`, else Russian; for an admin logged in as a player, `Accept-Language` first (docs/i18n.md).
 * Read-only: the token's last use is recorded by authentication, not here.
 */
export function requestLocale(ctx: HttpContext, request: FastifyRequest): Locale {
  const token = bearerToken(request);
  const saved = token ? ctx.domain.repos.users.tokenOwner(sha256(token))?.user.locale : undefined;
  const accepted = request.headers['accept-language'];
  // An administrator acting as a player reads in the language their interface shows: a switch made there is not
  // saved (the account in front of them is the player's), so it is known only from the request.
  if (request.headers['x-login-as'] && accepted) return localeFromAcceptLanguage(accepted);
  return chooseLocale(saved, accepted);
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
