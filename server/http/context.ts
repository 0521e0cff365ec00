/** What every routes file receives: configuration, the domain, the realtime SDK client and the rate limiter. */
import type Pusher from 'pusher';
import type { Domain } from '../domain';
import type { HttpConfig } from '../config';
import type { RateLimiter } from '../lib/rateLimiter';

export interface HttpContext {
  config: HttpConfig;
  domain: Domain;
  /** the SDK client of the realtime server (signs channel authorizations with its key and secret) */
  pusher: Pick<Pusher, 'authorizeChannel' | 'get'>;
  limiter: RateLimiter;
}
