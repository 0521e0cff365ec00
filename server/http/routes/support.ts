/** The support inbox for administrators: bug reports listed, opened with their action log, and resolved. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';

/** Registers the support inbox routes. */
export function supportRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { support } = ctx.domain;
  route(app, ctx, 'GET', '/admin/bug-reports', 'admin', async (request) =>
    support.list(request.query.page ?? 1, request.query.per_page ?? 24, request.query.q ?? ''),
  );
  route(app, ctx, 'GET', '/admin/bug-reports/{id}', 'admin', async (request) => ({
    bug_report: support.report(request.params.id),
  }));
  route(app, ctx, 'POST', '/admin/bug-reports/{id}/resolve', 'admin', async (request) => ({
    bug_report: support.resolve(request.params.id, request.actor ?? currentUser(request)),
  }));
}
