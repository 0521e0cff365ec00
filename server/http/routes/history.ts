/** The account history: a page of ledger movements, or (`format=csv`) every filtered movement as a CSV download. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { AccountHistory } from '../../domain/accountHistory';

/** Registers GET /wallet/history. */
export function historyRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { accountHistory } = ctx.domain;

  route(app, ctx, 'GET', '/wallet/history', 'user', async (request, reply) => {
    const user = currentUser(request);
    const { kind, from, to, tz, format, page, per_page } = request.query;
    const query = {
      kinds: kind ?? [],
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
      ...(tz !== undefined ? { zone: tz } : {}),
    };
    if (format !== 'csv') return accountHistory.page(user, query, page ?? 1, per_page ?? 24, request.locale);
    const body = accountHistory.csv(user, query, request.locale);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${AccountHistory.fileName(query)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
