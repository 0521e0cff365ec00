/**
 * Throttled actions: attempts counted per client IP and per account; past a limit, 429 with availableIn, Retry-After
 * and the RateLimit headers (docs/server.md, "Throttling").
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import { text, type Message } from '../i18n';
import type { HttpContext } from './context';
import { HttpError } from './errors';
import { clientIp } from './request';

/**
 * Counts one attempt of a throttled action against the client's IP and the account; 429 with availableIn when
 * either is over its limit. `account` is the e-mail, Telegram id or user the attempt is about.
 */
export function throttle(
  ctx: HttpContext,
  request: FastifyRequest,
  action: Exclude<keyof RateLimits, 'mailCooldownSeconds'>,
  account: string,
): void {
  const limits = ctx.config.rateLimits[action];
  const ipWait = ctx.limiter.hit(`${action}:ip:${clientIp(request)}`, limits.perIp);
  const accountWait = ctx.limiter.hit(`${action}:account:${account}`, limits.perAccount);
  if (ipWait === 0 && accountWait === 0) return;
  const [wait, limit] = ipWait >= accountWait ? [ipWait, limits.perIp] : [accountWait, limits.perAccount];
  throw tooManyAttempts(text('http.too_many_attempts', { seconds: wait }), wait, limit.max);
}

/**
 * Every 429: Laravel's body with `availableIn` (seconds), `Retry-After` in seconds, and the RateLimit headers of the
 * IETF draft (the limit that was reached, none remaining, seconds until its window resets).
 */
export function tooManyAttempts(message: Message, wait: number, max: number): HttpError {
  const seconds = String(wait);
  return new HttpError(
    429,
    message,
    undefined,
    { availableIn: wait },
    { 'retry-after': seconds, 'ratelimit-limit': String(max), 'ratelimit-remaining': '0', 'ratelimit-reset': seconds },
  );
}

/** Forgets an account's failed attempts of an action (after a success); the IP's count stays. */
export function clearThrottle(ctx: HttpContext, action: keyof RateLimits, account: string): void {
  ctx.limiter.clear(`${action}:account:${account}`);
}
