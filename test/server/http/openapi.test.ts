/** openapi.yaml and the server agree: every registered route is described, every described operation is served. */
import { buildHttpApp } from '../../../server/http/app';
import { operations, toFastifyPath } from '../../../server/http/openapi';
import { openDatabase } from '../../../server/db/connection';
import { Domain } from '../../../server/domain';
import { createPusherClient, nullPublisher } from '../../../server/events/publisher';
import { RateLimiter } from '../../../server/lib/rateLimiter';
import { defaultRateLimits } from '../../../server/config';
import { mailboxOutbox } from '../../../server/mail/outbox';
import type { Mode } from '../../../server/config';

async function registeredRoutes(mode: Mode): Promise<string[]> {
  const db = openDatabase(':memory:');
  const domain = new Domain(db, nullPublisher);
  const { app, routes } = await buildHttpApp({
    // The development helpers (/dev/…) are described for the modes that may have them, as with DEV_ROUTES=true.
    config: {
      mode,
      spaUrl: 'http://localhost:8080',
      corsOrigins: [],
      appKey: 'k',
      telegramBotToken: 't',
      rateLimits: defaultRateLimits(mode),
      devRoutes: mode !== 'production',
    },
    domain,
    pusher: createPusherClient({ host: '127.0.0.1', port: 1, appId: 'a', key: 'k', secret: 's' }),
    limiter: new RateLimiter(),
    outbox: mailboxOutbox(domain.repos.mail),
  });
  await app.ready();
  await app.close();
  db.close();
  return routes.map((r) => `${r.method} ${r.url}`).sort();
}

function describedRoutes(mode: Mode): string[] {
  return operations()
    .filter((o) => !o.modes || o.modes.includes(mode))
    .flatMap((o) => [`/api${o.path}`, ...o.aliases].map((p) => `${o.method} ${toFastifyPath(p)}`))
    .sort();
}

describe('routes ↔ openapi.yaml', () => {
  it.each(['test', 'development', 'production'] as const)('match exactly in %s mode', async (mode) => {
    expect(await registeredRoutes(mode)).toEqual(describedRoutes(mode));
  });

  it('hides the dev routes in production', () => {
    expect(describedRoutes('production').some((r) => r.includes('/dev/'))).toBe(false);
    expect(describedRoutes('development')).toContain('GET /dev/mailbox');
  });

  it('describes every endpoint of the contract table', () => {
    const described = new Set(operations().map((o) => `${o.method} ${o.path}`));
    for (const r of [
      'POST /auth/sign-in',
      'POST /auth/sign-up',
      'POST /auth/sign-out',
      'GET /auth/user',
      'POST /auth/telegram',
      'POST /auth/telegram/link',
      'POST /auth/verify-email/resend',
      'GET /auth/verify-email',
      'POST /auth/restore-password',
      'POST /auth/reset-password',
      'GET /settings',
      'GET /boosts',
      'GET /counters',
      'GET /currencies',
      'GET /jackpots',
      'POST /broadcasting/auth',
    ])
      expect(described).toContain(r);
  });
});
