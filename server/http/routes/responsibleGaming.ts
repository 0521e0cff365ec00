/** Responsible gaming: limits, reality check, time-out and self-exclusion of the signed-in player. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { moneyField } from '../errors';

/** Registers the responsible-gaming routes. */
export function responsibleGamingRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { responsibleGaming: rg, repos, money, clock } = ctx.domain;

  route(app, ctx, 'GET', '/responsible-gaming', 'user', async (request) => {
    // The session is the current sign-in: the bearer token's creation time.
    const startedAt =
      (request.token ? repos.users.tokenIssuedAt(request.token) : undefined) ?? new Date(clock.now()).toISOString();
    return rg.overview(currentUser(request), startedAt);
  });

  route(app, ctx, 'PUT', '/responsible-gaming/limits', 'user', async (request) => {
    const user = currentUser(request);
    const { type, period, amount } = request.body;
    const minor =
      amount === null ? null : moneyField(amount, money.decimals(user.currency_code), 'amount', { positive: true });
    return { limit: rg.setLimit(user, type, period, minor) };
  });

  route(app, ctx, 'PUT', '/responsible-gaming/reality-check', 'user', async (request) =>
    rg.setRealityCheck(currentUser(request), request.body.minutes),
  );

  route(app, ctx, 'POST', '/responsible-gaming/time-out', 'user', async (request) =>
    rg.timeOut(currentUser(request), request.body.duration),
  );

  route(app, ctx, 'POST', '/responsible-gaming/self-exclusion', 'user', async (request) =>
    rg.selfExclude(currentUser(request), request.body.months),
  );
}
