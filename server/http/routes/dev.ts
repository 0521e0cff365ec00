/** Development-only routes: the mailbox and one-shot domain events (the same code `npm run demo:events` runs). */
import type { FastifyInstance } from 'fastify';
import { route, type HttpContext } from '../context';
import { notFound, validationError } from '../errors';
import { parseMoney } from '../../lib/money';
import { fromDomain } from './player';

/** Registers the dev routes (route() skips them outside development and test modes). */
export function devRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { domain } = ctx;

  route(app, ctx, 'GET', '/dev/mailbox', 'none', async (request) => ctx.mail.list((request.query as { to?: string }).to));

  route(app, ctx, 'POST', '/dev/simulate', 'none', async (request) => {
    const body = request.body as { email: string; event: string; amount?: string };
    const user = domain.users.byEmail(body.email.trim().toLowerCase());
    if (!user) throw notFound('User not found.');
    const decimals = domain.decimalsOf(user);
    const amount = body.amount === undefined ? 10 ** decimals * 100 : parseMoney(body.amount, decimals);
    if (amount === null) throw validationError({ amount: [`The amount field must have at most ${decimals} decimal places.`] });
    try {
      switch (body.event) {
        case 'payment':
          return { event: body.event, result: await domain.creditPayment(user.id, amount) };
        case 'bonus':
          return { event: body.event, result: await domain.grantBonus(user.id, 'Бонус на депозит 50%', amount, 35) };
        case 'bonus-fulfilled': {
          const active = domain.player.bonuses(user.id, 'active')[0];
          const bonus = active ?? (await domain.grantBonus(user.id, 'Бонус на депозит 50%', amount, 35));
          return { event: body.event, result: await domain.fulfilBonus(bonus.id) };
        }
        case 'cash-reward':
          return { event: body.event, result: await domain.cashReward(user.id, amount, 'Приз турнира «Весенний спринт»') };
        case 'freespins': {
          const game = domain.catalogue.games({ sort: 'popular', page: 1, perPage: 1 }, '').data[0];
          if (!game) throw notFound('No games.');
          return { event: body.event, result: await domain.grantFreespins(user.id, game.slug, 25) };
        }
        case 'jackpots':
          return { event: body.event, result: { jackpots: await domain.tickJackpots() } };
        default:
          return { event: body.event, result: await domain.settingsUpdated(user.id) };
      }
    } catch (err) {
      return fromDomain(err);
    }
  });
}
