/** Development-only routes: the mailbox and one-shot domain events (the same code `npm run demo:events` runs). */
import type { FastifyInstance } from 'fastify';
import type { HttpContext } from '../context';
import { route } from '../route';
import { moneyField, notFound } from '../errors';
import { text } from '../../i18n';

/** Registers the dev routes (only with DEV_ROUTES; route() also skips them outside development and test modes). */
export function devRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { domain } = ctx;
  const { users, bonuses, catalogue, mail } = domain.repos;

  route(app, ctx, 'GET', '/dev/mailbox', 'none', async (request) => mail.list(request.query.to));

  route(app, ctx, 'POST', '/dev/simulate', 'none', async (request) => {
    const { email, event, amount: given } = request.body;
    const user = users.byEmail(email.trim().toLowerCase());
    if (!user) throw notFound(text('not_found.User'));
    const decimals = domain.money.decimals(user.currency_code);
    const amount =
      given === undefined ? 10 ** decimals * 100 : moneyField(given, decimals, 'amount', { positive: false });
    switch (event) {
      case 'payment':
        return { event, result: await domain.deposits.creditPayment(user.id, amount) };
      case 'bonus':
        return { event, result: await domain.rewards.grantBonus(user.id, 'Бонус на депозит 50%', amount, 35) };
      case 'bonus-fulfilled': {
        const active = bonuses.list(user.id, 'active')[0];
        const bonus = active ?? (await domain.rewards.grantBonus(user.id, 'Бонус на депозит 50%', amount, 35));
        return { event, result: await domain.rewards.fulfilBonus(bonus.id) };
      }
      case 'cash-reward':
        return { event, result: await domain.rewards.cashReward(user.id, amount, 'Приз турнира «Весенний спринт»') };
      case 'freespins': {
        const game = catalogue.games({ sort: 'popular', page: 1, perPage: 1 }, '').data[0];
        if (!game) throw notFound(text('not_found.Games'));
        return { event, result: await domain.rewards.grantFreespins(user.id, game.slug, 25) };
      }
      case 'jackpots':
        return { event, result: { jackpots: await domain.jackpots.tick() } };
      case 'settings':
        return { event, result: await domain.players.settingsUpdated(user.id) };
    }
  });
}
