/** openapi.yaml and the server agree: every registered route is described, every described operation is served. */
import { buildHttpApp } from '../../server/http/app';
import { operations, toFastifyPath } from '../../server/http/openapi';
import { openDatabase } from '../../server/db/connection';
import { Domain } from '../../server/domain';
import { nullPublisher } from '../../server/events/publisher';
import { MailRepository } from '../../server/db/repositories/mail';
import { RateLimiter } from '../../server/lib/rateLimiter';
import { defaultRateLimits } from '../../server/config';
import type { Mode } from '../../server/http/context';

async function registeredRoutes(mode: Mode): Promise<string[]> {
  const db = openDatabase(':memory:');
  const { app, routes } = await buildHttpApp({
    config: { mode, spaUrl: 'http://localhost:8080', corsOrigins: [], appKey: 'k', telegramBotToken: 't', realtime: { appId: 'a', key: 'k', secret: 's' }, rateLimits: defaultRateLimits(mode) },
    domain: new Domain(db, nullPublisher),
    mail: new MailRepository(db),
    limiter: new RateLimiter(),
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
      'POST /auth/sign-in', 'POST /auth/sign-up', 'POST /auth/sign-out', 'GET /auth/user', 'POST /auth/telegram', 'POST /auth/telegram/link',
      'POST /auth/verify-email/resend', 'GET /auth/verify-email', 'POST /auth/restore-password', 'POST /auth/reset-password',
      'GET /settings', 'GET /boosts', 'GET /counters', 'GET /currencies', 'GET /jackpots', 'POST /broadcasting/auth',
    ]) expect(described).toContain(r);
  });
});
