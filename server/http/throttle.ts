/**
 * Throttled actions: attempts counted per client IP and per account; past a limit, 429 with availableIn, Retry-After
 * and the RateLimit headers (docs/server.md, "Throttling").
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import type { Limit } from '../lib/rateLimiter';
import { text, type Message } from '../i18n';
import type { HttpContext } from './context';
import { HttpError } from './errors';
import { clientIp } from './request';

type ThrottledAction = Exclude<keyof RateLimits, 'mailCooldownSeconds'>;

/**
 * Counts one attempt of a throttled action against the client's IP and the account; 429 with availableIn when
 * either is over its limit. `account` is the e-mail, Telegram id or user the attempt is about.
 */
export function throttle(ctx: HttpContext, request: FastifyRequest, action: ThrottledAction, account: string): void {
  const limits = ctx.config.rateLimits[action];
  refuseOver(
    ctx.limiter.hit(`${action}:ip:${clientIp(request)}`, limits.perIp),
    limits.perIp,
    ctx.limiter.hit(`${action}:account:${account}`, limits.perAccount),
    limits.perAccount,
  );
}

/**
 * The two halves of `throttle`, for an action whose account is known only after a check: the client's IP counts
 * before it, the account after it, so that nobody can use up the limit of an account they could not prove is theirs.
 */
export function throttleClient(ctx: HttpContext, request: FastifyRequest, action: ThrottledAction): void {
  const { perIp } = ctx.config.rateLimits[action];
  refuseOver(ctx.limiter.hit(`${action}:ip:${clientIp(request)}`, perIp), perIp, 0, perIp);
}

/** Counts a verified account's attempt (see `throttleClient`). */
export function throttleAccount(ctx: HttpContext, action: ThrottledAction, account: string): void {
  const { perAccount } = ctx.config.rateLimits[action];
  refuseOver(0, perAccount, ctx.limiter.hit(`${action}:account:${account}`, perAccount), perAccount);
}

function refuseOver(ipWait: number, ipLimit: Limit, accountWait: number, accountLimit: Limit): void {
  if (ipWait === 0 && accountWait === 0) return;
  const [wait, limit] = ipWait >= accountWait ? [ipWait, ipLimit] : [accountWait, accountLimit];
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
