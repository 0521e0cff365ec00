/** Throttled actions: attempts counted per client IP and per account, 429 with availableIn past a limit. */
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import { text } from '../i18n';
import type { HttpContext } from './context';
import { HttpError } from './errors';
import { clientIp } from './request';

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
