/** Responsible gaming: limits, reality check, time-out and self-exclusion of the signed-in player. */
import type { FastifyInstance } from 'fastify';
import { currentUser, route, type HttpContext } from '../context';
import { fromDomain } from './player';
import { parseAmountField } from './wallet';
import { sha256Hex } from '../../lib/crypto';
import type { LimitPeriod, LimitType, TimeOutDuration } from '../../domain/responsibleGaming';

/** Registers the responsible-gaming routes. */
export function responsibleGamingRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { responsibleGaming: rg, db } = ctx.domain;

  route(app, ctx, 'GET', '/responsible-gaming', 'user', async (request) => {
    const user = currentUser(request);
    // The session is the current sign-in: the bearer token's creation time.
    const token = request.token ? (db.prepare('SELECT created_at FROM tokens WHERE token_hash = ?').get(sha256Hex(request.token)) as { created_at: string } | undefined) : undefined;
    return rg.overview(user, token?.created_at ?? new Date(ctx.domain.clock.now()).toISOString());
  });

  route(app, ctx, 'PUT', '/responsible-gaming/limits', 'user', async (request) => {
    const user = currentUser(request);
    const body = request.body as { type: LimitType; period: LimitPeriod; amount: string | null };
    const amount = body.amount === null ? null : parseAmountField(ctx, user, body.amount, 'amount');
    return { limit: rg.setLimit(user, body.type, body.period, amount) };
  });

  route(app, ctx, 'PUT', '/responsible-gaming/reality-check', 'user', async (request) => {
    const { minutes } = request.body as { minutes: number | null };
    return rg.setRealityCheck(currentUser(request), minutes);
  });

  route(app, ctx, 'POST', '/responsible-gaming/time-out', 'user', async (request) => {
    const { duration } = request.body as { duration: TimeOutDuration };
    return rg.timeOut(currentUser(request), duration);
  });

  route(app, ctx, 'POST', '/responsible-gaming/self-exclusion', 'user', async (request) => {
    try {
      return rg.selfExclude(currentUser(request), (request.body as { months: number }).months);
    } catch (err) {
      return fromDomain(err);
    }
  });
}
