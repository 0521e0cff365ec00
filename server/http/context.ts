/** What every routes file receives: configuration, the domain, the realtime SDK client, the rate limiter and the outbox. */
import type Pusher from 'pusher';
import type { Domain } from '../domain';
import type { HttpConfig } from '../config';
import type { RateLimiter } from '../lib/rateLimiter';
import type { Outbox } from '../mail/outbox';

export interface HttpContext {
  config: HttpConfig;
  domain: Domain;
  /** the SDK client of the realtime server (signs channel authorizations with its key and secret) */
  pusher: Pick<Pusher, 'authorizeChannel' | 'authenticateUser' | 'get'>;
  limiter: RateLimiter;
  /** where verification and reset e-mails go (SMTP, or the development mailbox) */
  outbox: Outbox;
}
