/** The live wins feed: the latest public wins, the player's own, and the player's feed privacy (docs/wins-feed.md). */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';

/** Registers the wins-feed routes. */
export function winsRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { wins } = ctx.domain;

  route(app, ctx, 'GET', '/wins', 'none', async (request) => wins.list(request.query.tab));

  route(app, ctx, 'GET', '/wins/mine', 'user', async (request) => wins.mine(currentUser(request).id));

  route(app, ctx, 'GET', '/profile/feed-privacy', 'user', async (request) => wins.privacy(currentUser(request).id));

  route(app, ctx, 'PUT', '/profile/feed-privacy', 'user', async (request) =>
    wins.setPrivacy(currentUser(request).id, request.body),
  );
}
