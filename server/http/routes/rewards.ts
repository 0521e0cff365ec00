/** The rewards claim centre (docs/rewards-claims.md): rakeback and cashback, and their claims. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';

/** Registers the rewards routes. */
export function rewardRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/rewards', 'user', async (request) => ctx.domain.rewardClaims.status(currentUser(request)));

  route(app, ctx, 'POST', '/rewards/{program}/claim', 'user', async (request) =>
    ctx.domain.rewardClaims.claim(currentUser(request).id, request.params.program),
  );
}
