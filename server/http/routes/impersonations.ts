/** GET /admin/impersonations: the audit of requests administrators made as other users (X-Login-As); GET /admin/players: whom to act as. */
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../context';
import { route } from '../route';

/** Registers the impersonation audit and the player search. */
export function impersonationRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/admin/impersonations', 'admin', async (request) =>
    ctx.domain.impersonation.list(request.query.page ?? 1, request.query.per_page ?? 24),
  );
  route(app, ctx, 'GET', '/admin/players', 'admin', async (request) => ({
    data: ctx.domain.impersonation.findPlayers(request.query.q),
  }));
}
