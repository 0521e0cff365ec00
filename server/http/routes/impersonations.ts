/** GET /admin/impersonations: the audit of requests administrators made as other users (X-Login-As). */
import type { FastifyInstance } from 'fastify';
import { route, type HttpContext } from '../context';

/** Registers the impersonation audit route. */
export function impersonationRoutes(app: FastifyInstance, ctx: HttpContext): void {
  route(app, ctx, 'GET', '/admin/impersonations', 'admin', async (request) =>
    ctx.domain.impersonation.list(request.query.page ?? 1, request.query.per_page ?? 24),
  );
}
