/** Public content: promotions, tournaments, loyalty levels, payouts, FAQ, legal pages, referrals, bug reports. */
import type { FastifyInstance } from 'fastify';
import { authenticate, optionalViewer, bearerToken, currentUser } from '../auth';
import type { HttpContext } from '../context';
import { clientIp } from '../request';
import { route } from '../route';
import { throttle } from '../throttle';
import type { UserRow } from '../../db/repositories/users';
import { HttpError, notFound } from '../errors';
import { GUEST_REPORT_MAX_BYTES } from '../../domain/support';
import { text } from '../../i18n';

/** The older full listing (reports with their logs) answers at most this many; the inbox is `/admin/bug-reports`. */
const LEGACY_LIST_LIMIT = 50;

/** Registers the content routes. */
export function contentRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { content, users, translations } = ctx.domain.repos;
  // Content answers in the request's language (texts the dictionary has are translated).
  const local = <T>(request: { locale: Parameters<typeof translations.localize>[0] }, value: T): T =>
    translations.localize(request.locale, value);

  route(app, ctx, 'GET', '/promotions', 'none', async (request) => local(request, content.promotions()));
  route(app, ctx, 'GET', '/tournaments', 'none', async (request) => local(request, content.tournaments()));
  route(app, ctx, 'GET', '/tournaments/{id}', 'none', async (request) => {
    const found = content.tournament(request.params.id, optionalViewer(ctx, request)?.id ?? null);
    if (!found) throw notFound(text('not_found.Tournament'));
    return local(request, found);
  });
  route(app, ctx, 'GET', '/loyalty/levels', 'none', async (request) => local(request, content.loyaltyLevels()));
  route(app, ctx, 'GET', '/payouts', 'none', async () => content.payouts());
  route(app, ctx, 'GET', '/faq', 'none', async (request) => local(request, content.faq()));
  route(app, ctx, 'GET', '/pages/{slug}', 'none', async (request) => {
    const page = content.page(request.params.slug);
    if (!page) throw notFound(text('not_found.Page'));
    return { page: local(request, page) };
  });
  route(app, ctx, 'GET', '/referrals/{code}', 'none', async (request) => {
    const { code } = request.params;
    return { code, valid: users.byReferralCode(code.toUpperCase()) !== undefined };
  });
  route(app, ctx, 'POST', '/bug-reports', 'none', async (request, reply) => {
    // Guests may report; a valid token names the reporter (an invalid one is a guest, as the demo game does).
    let reporter: UserRow | null = null;
    if (bearerToken(request)) {
      try {
        authenticate(ctx, request, 'user');
        reporter = currentUser(request);
      } catch {
        reporter = null;
      }
    }
    if (reporter) throttle(ctx, request, 'bugReport', `user:${reporter.id}`);
    else {
      throttle(ctx, request, 'guestBugReport', `ip:${clientIp(request)}`);
      if (Buffer.byteLength(JSON.stringify(request.body.report)) > GUEST_REPORT_MAX_BYTES) {
        const tooLarge = text('support.guest_report_too_large', { kb: GUEST_REPORT_MAX_BYTES / 1024 });
        throw new HttpError(413, tooLarge, { report: [tooLarge] });
      }
    }
    void reply.status(201);
    return { id: ctx.domain.support.addReport(request.body.description, request.body.report, reporter) };
  });
  route(app, ctx, 'GET', '/bug-reports', 'admin', async () =>
    ctx.domain.repos.bugReports
      .all(LEGACY_LIST_LIMIT)
      .map((b) => ({ ...b, report: JSON.parse(b.report) as Record<string, unknown> })),
  );
}
