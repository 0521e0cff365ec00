/** Reports from players' browsers: errors, rejected promises and Web Vitals (docs/server.md, "Client errors"). */
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../context';
import { clientIp } from '../request';
import { route } from '../route';
import { throttle } from '../throttle';

/** Registers `POST /client-errors` and the administrators' list. */
export function clientErrorRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { clientErrors } = ctx.domain.repos;
  route(app, ctx, 'POST', '/client-errors', 'none', async (request, reply) => {
    const ip = clientIp(request);
    throttle(ctx, request, 'clientError', `ip:${ip}`);
    const userAgent = request.headers['user-agent'];
    clientErrors.add(
      request.body,
      typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      new Date().toISOString(),
    );
    return reply.status(204).send();
  });
  route(app, ctx, 'GET', '/admin/client-errors', 'admin', async (request) =>
    clientErrors.page(request.query.page ?? 1, request.query.per_page ?? 24, request.query.kind),
  );
}
