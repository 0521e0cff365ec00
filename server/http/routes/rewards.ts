/** The rewards claim centre (docs/rewards-claims.md): rakeback and cashback, and their claims. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import type { Locale } from '../../i18n';

/** Registers the rewards routes. */
export function rewardRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { rewardClaims, repos } = ctx.domain;
  // The loyalty level's name in the request's language.
  const local = <T>(request: { locale: Locale }, value: T): T => repos.translations.localize(request.locale, value);

  route(app, ctx, 'GET', '/rewards', 'user', async (request) =>
    local(request, rewardClaims.status(currentUser(request))),
  );

  route(app, ctx, 'POST', '/rewards/{program}/claim', 'user', async (request) =>
    local(request, rewardClaims.claim(currentUser(request).id, request.params.program)),
  );
}
