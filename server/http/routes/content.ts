/** Public content: promotions, tournaments, loyalty levels, payouts, FAQ, legal pages, referrals, bug reports. */
import type { FastifyInstance } from 'fastify';
import { optionalViewer, route, type HttpContext } from '../context';
import { notFound } from '../errors';

/** Registers the content routes. */
export function contentRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { content, users } = ctx.domain.repos;

  route(app, ctx, 'GET', '/promotions', 'none', async () => content.promotions());
  route(app, ctx, 'GET', '/tournaments', 'none', async () => content.tournaments());
  route(app, ctx, 'GET', '/tournaments/{id}', 'none', async (request) => {
    const found = content.tournament(request.params.id, optionalViewer(ctx, request)?.id ?? null);
    if (!found) throw notFound('Tournament not found.');
    return found;
  });
  route(app, ctx, 'GET', '/loyalty/levels', 'none', async () => content.loyaltyLevels());
  route(app, ctx, 'GET', '/payouts', 'none', async () => content.payouts());
  route(app, ctx, 'GET', '/faq', 'none', async () => content.faq());
  route(app, ctx, 'GET', '/pages/{slug}', 'none', async (request) => {
    const page = content.page(request.params.slug);
    if (!page) throw notFound('Page not found.');
    return { page };
  });
  route(app, ctx, 'GET', '/referrals/{code}', 'none', async (request) => {
    const { code } = request.params;
    return { code, valid: users.byReferralCode(code.toUpperCase()) !== undefined };
  });
  route(app, ctx, 'POST', '/bug-reports', 'none', async (request, reply) => {
    void reply.status(201);
    return { id: content.addBugReport(request.body.description, request.body.report) };
  });
  route(app, ctx, 'GET', '/bug-reports', 'admin', async () => content.bugReports());
}
