/** Game play: sessions (demo without sign-in, real money for verified players), the slot page, spins, favourites, recent games. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, bearerToken, currentUser, pageToken } from '../auth';
import type { HttpContext } from '../context';
import { apiBase, clientIp } from '../request';
import { throttle } from '../throttle';
import { route } from '../route';
import { domainErrorStatus, moneyField } from '../errors';
import { DomainError } from '../../domain/errors';
import { formatMoney } from '../../lib/money';
import { moneyStyle, writeAmount } from '../../../src/ui/format/money';
import { asLocale } from '../../i18n';
import type { UserRow } from '../../db/repositories/users';
import { cspNonce, sendPage } from '../pages/html';
import { slotCsp, slotPage, slotRefusalPage } from '../pages/slot';

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** Registers the play routes. */
export function playRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { play, impersonation } = ctx.domain;
  const { publicApiUrl } = ctx.config;
  const devMode = ctx.config.mode !== 'production';
  const frameAncestors = [
    ...new Set([
      ...ctx.config.corsOrigins,
      new URL(ctx.config.spaUrl).origin,
      ...(devMode ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
    ]),
  ];

  /** The SPA page embedding the slot (from Referer) when it is an allowed origin, else the configured SPA. */
  const parentOrigin = (request: FastifyRequest): string => {
    const referer = request.headers.referer;
    try {
      const origin = referer ? new URL(referer).origin : '';
      if (ctx.config.corsOrigins.includes(origin) || (devMode && LOOPBACK_ORIGIN.test(origin))) return origin;
    } catch {
      /* not a URL: fall back below */
    }
    return new URL(ctx.config.spaUrl).origin;
  };

  route(app, ctx, 'POST', '/games/{slug}/sessions', 'none', async (request, reply) => {
    const { mode } = request.body;
    let user: UserRow | null = null;
    if (mode === 'real') {
      authenticate(ctx, request, 'verified');
      // Real money is the player's own decision: not while an administrator is logged in as them.
      impersonation.assertActingAsSelf(request.actor, request.user);
      user = currentUser(request);
    } else if (bearerToken(request)) {
      // Demo needs no sign-in; a valid token only adds the game to the player's recently played list.
      try {
        authenticate(ctx, request, 'user');
        user = currentUser(request);
      } catch {
        user = null;
      }
    }
    if (mode === 'demo') throttle(ctx, request, 'demoSession', user ? `user:${user.id}` : `ip:${clientIp(request)}`);
    const session = play.createSession(request.params.slug, mode, user, request.token);
    void reply.status(201);
    return { session, url: `${apiBase(request, publicApiUrl)}/play/${session.id}` };
  });

  route(app, ctx, 'GET', '/play/{sessionId}', 'none', async (request, reply) => {
    const id = request.params.sessionId;
    const nonce = cspNonce();
    // The frame's address names the SPA's language: the browser's own Accept-Language may be another one.
    const locale = asLocale(request.query.lang) ?? request.locale;
    let found;
    try {
      found = play.open(id, pageToken(request, publicApiUrl));
    } catch (err) {
      // The SPA's frame (a navigation asking for HTML) gets a page it may show; API clients get the JSON error.
      if (!(err instanceof DomainError) || !(request.headers.accept ?? '').includes('text/html')) throw err;
      const status = domainErrorStatus(err);
      return sendPage(
        reply.status(status),
        slotRefusalPage(status, nonce, locale),
        slotCsp(nonce, frameAncestors),
        'framed',
      );
    }
    const decimals = play.sessionDecimals(found.user);
    const unit = 10 ** decimals;
    // Real money in the player's currency, as the SPA writes it; demo credits are plain numbers in the page's language.
    const demo = found.session.mode === 'demo';
    const money = demo
      ? moneyStyle('USD', { display: 'none', numbersIn: locale, decimals })
      : moneyStyle(found.user?.currency_code ?? 'USD', { decimals });
    const write = (amount: string): string => writeAmount(amount, money);
    const html = slotPage({
      sessionId: id,
      mode: found.session.mode,
      gameTitle: found.gameTitle,
      locale,
      balance: write(found.balance),
      stakes: [1, 5, 10, 50].map((n) => {
        const value = formatMoney(n * unit, decimals);
        return { value, label: write(value) };
      }),
      money,
      freespinsLeft: found.freespinsLeft,
      spinUrl: `/api/play/${encodeURIComponent(id)}/spins`,
      parentOrigin: parentOrigin(request),
      nonce,
    });
    return sendPage(reply, html, slotCsp(nonce, frameAncestors), 'framed');
  });

  route(app, ctx, 'POST', '/play/{sessionId}/spins', 'none', async (request) => {
    const id = request.params.sessionId;
    throttle(ctx, request, 'spin', `session:${id}`);
    const found = play.open(id, pageToken(request, publicApiUrl));
    const stake = moneyField(request.body.stake, play.sessionDecimals(found.user), 'stake', { positive: true });
    return play.spin(id, stake);
  });

  route(app, ctx, 'GET', '/favourites', 'user', async (request) =>
    play.favourites(currentUser(request).id, apiBase(request, publicApiUrl)),
  );

  route(app, ctx, 'PUT', '/favourites/{slug}', 'user', async (request, reply) => {
    play.setFavourite(currentUser(request).id, request.params.slug, true);
    return reply.status(204).send();
  });

  route(app, ctx, 'DELETE', '/favourites/{slug}', 'user', async (request, reply) => {
    play.setFavourite(currentUser(request).id, request.params.slug, false);
    return reply.status(204).send();
  });

  route(app, ctx, 'GET', '/games/recent', 'user', async (request) =>
    play.recent(currentUser(request).id, apiBase(request, publicApiUrl)),
  );
}
