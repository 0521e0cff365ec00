/**
 * The one log of the contract server: pino, one JSON line per message, shared by Fastify (request lines), the
 * realtime server and the rest of the process. docs/server.md ("Logs") lists the fields and what is redacted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** What the rest of the server logs through: a message and a flat object of facts. */
export interface AppLogger {
  info(msg: string, meta?: object): void;
  warn(msg: string, meta?: object): void;
  error(msg: string, meta?: object): void;
}

/** Credentials never written out, whatever object carries them: one level deep and under a request's body or headers. */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'authorization',
  'cookie',
  // Telegram sign-in: the signed payload and its signature
  'hash',
  'dataString',
  'initData',
  'init_data',
  // game session ids are credentials of their page
  'sessionId',
  'session_id',
  // payout details (card, account or wallet numbers)
  'details',
  'secret',
  // two-factor sign-in: codes, recovery codes, the QR code's URL (it holds the secret) and the sign-in challenge
  'one_time_code',
  'recovery_codes',
  'otpauth_url',
  'challenge_token',
];
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.headers.${key}`, `*.body.${key}`]);

/** The id of the request being answered, for lines logged outside Fastify's request logger while it runs. */
export const requestIds = new AsyncLocalStorage<string>();

/** The URL path a log may show: no query string, and no game session id (a credential of its page). */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/\/play\/[^/]+/g, '/play/[redacted]');
}

/** The server's pino logger; `stream` replaces standard output (tests read it), level 'silent' drops everything. */
export function createLogger(options: { level?: string; stream?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: loggablePath(req.url ?? '') }),
      },
      // Lines written while a request runs carry its id, unless Fastify's request logger already bound it.
      mixin: (_merge, _level, logger) => {
        const reqId = requestIds.getStore();
        return reqId !== undefined && !('reqId' in logger.bindings()) ? { reqId } : {};
      },
    },
    options.stream ?? process.stdout,
  );
}

/** A silent logger (test mode's default). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** The `(message, facts)` face of a pino logger that the server's modules use. */
export function appLogger(logger: Logger): AppLogger {
  return {
    info: (msg, meta) => logger.info(meta ?? {}, msg),
    warn: (msg, meta) => logger.warn(meta ?? {}, msg),
    error: (msg, meta) => logger.error(meta ?? {}, msg),
  };
}
