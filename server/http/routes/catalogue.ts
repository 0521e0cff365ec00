/** Public catalogue: games (search, filters, thumbnails), providers, tags, currencies and the seed's lists. */
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../context';
import { apiBase } from '../request';
import { route } from '../route';
import { notFound } from '../errors';
import { text } from '../../i18n';
import { gameThumbnail } from '../../lib/thumbnail';
import { PRESENCE_CHANNEL } from '../../events/types';

/**
 * Players online as the header counts them: the members of the presence channel, asked from the realtime server
 * through its HTTP API (any Pusher-protocol server answers it); null when it cannot say.
 */
async function playersOnline(ctx: HttpContext): Promise<number | null> {
  try {
    const res = await ctx.pusher.get({ path: `/channels/${PRESENCE_CHANNEL}/users` });
    if (!res.ok) return null;
    const body = (await res.json()) as { users?: unknown };
    return Array.isArray(body.users) ? body.users.length : null;
  } catch {
    return null;
  }
}

/**
 * `playersOnline`, reused for `onlineCountCacheSeconds`: every page view asks for the counters, and with Redis each
 * question goes to every realtime node. Requests that come while a question is out share its answer.
 */
function cachedPlayersOnline(ctx: HttpContext): () => Promise<number | null> {
  let asked: { at: number; count: Promise<number | null> } | undefined;
  return () => {
    const now = ctx.domain.clock.now();
    if (!asked || now - asked.at >= (ctx.config.onlineCountCacheSeconds ?? 0) * 1000)
      asked = { at: now, count: playersOnline(ctx) };
    return asked.count;
  };
}

/** Registers the catalogue routes. */
export function catalogueRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const online = cachedPlayersOnline(ctx);
  const { catalogue, content, currencies, translations } = ctx.domain.repos;
  // Tag names, counter labels and boosts in the request's language.
  const local = <T>(request: { locale: Parameters<typeof translations.localize>[0] }, value: T): T =>
    translations.localize(request.locale, value);
  const { publicApiUrl } = ctx.config;

  route(app, ctx, 'GET', '/games', 'none', async (request) => {
    const { page, per_page: perPage, ...filters } = request.query;
    return local(
      request,
      catalogue.games({ ...filters, page: page ?? 1, perPage: perPage ?? 24 }, apiBase(request, publicApiUrl)),
    );
  });

  route(app, ctx, 'GET', '/games/{slug}', 'none', async (request) => {
    const game = catalogue.game(request.params.slug, apiBase(request, publicApiUrl));
    if (!game) throw notFound(text('not_found.Game'));
    return { game: local(request, game) };
  });

  route(app, ctx, 'GET', '/games/{slug}/thumbnail.svg', 'none', async (request, reply) => {
    const { slug } = request.params;
    const game = catalogue.gameTitle(slug);
    if (!game) throw notFound(text('not_found.Game'));
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        // The SPA shows thumbnails with <img> from its own origin, possibly another site.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(gameThumbnail(slug, game.title, game.provider))
    );
  });

  route(app, ctx, 'GET', '/providers', 'none', async () => catalogue.providers());
  route(app, ctx, 'GET', '/tags', 'none', async (request) => local(request, catalogue.tags()));
  route(app, ctx, 'GET', '/currencies', 'none', async () => currencies.list());
  route(app, ctx, 'GET', '/settings', 'none', async () => content.settings());
  route(app, ctx, 'GET', '/boosts', 'none', async (request) => local(request, content.boosts()));
  route(app, ctx, 'GET', '/counters', 'none', async (request) =>
    local(request, content.counters(new Date().toISOString(), await online())),
  );
  route(app, ctx, 'GET', '/jackpots', 'none', async () => content.jackpots());

  route(app, ctx, 'GET', '/jackpots/{id}', 'none', async (request) =>
    local(request, ctx.domain.jackpots.detail(request.params.id)),
  );
}
