/** The signed-in player's own data: bonuses, freespins, loyalty, notifications, withdrawals, profile, password. */
import type { FastifyInstance } from 'fastify';
import { currentUser, route, type HttpContext } from '../context';
import { HttpError, notFound, validationError } from '../errors';
import { DomainError } from '../../domain';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { parseMoney } from '../../lib/money';
import type { UserRow } from '../../db/repositories/users';

/** Maps a domain error to an HTTP error. */
export function fromDomain(err: unknown): never {
  if (err instanceof DomainError) throw new HttpError(err.status, err.message, err.errors);
  throw err;
}

/** Registers the player routes. */
export function playerRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { player, users, content, domain } = { ...ctx.domain, domain: ctx.domain };

  route(app, ctx, 'GET', '/bonuses', 'user', async (request) => {
    const { status } = request.query as { status?: 'active' | 'finished' };
    return player.bonuses(currentUser(request).id, status);
  });

  route(app, ctx, 'GET', '/freespins', 'user', async (request) => player.freespins(currentUser(request).id));

  route(app, ctx, 'GET', '/loyalty', 'user', async (request) => {
    const points = currentUser(request).loyalty_points;
    const levels = content.loyaltyLevels();
    let index = 0;
    levels.forEach((l, i) => {
      if (points >= l.min_points) index = i;
    });
    return { points, level: levels[index], next_level: levels[index + 1] ?? null, levels };
  });

  route(app, ctx, 'GET', '/notifications', 'user', async (request) => {
    const q = request.query as { page?: number; per_page?: number };
    return player.notifications(currentUser(request).id, q.page ?? 1, q.per_page ?? 24);
  });

  route(app, ctx, 'GET', '/notifications/unread-count', 'user', async (request) => ({ count: player.unreadCount(currentUser(request).id) }));

  route(app, ctx, 'POST', '/notifications/{id}/read', 'user', async (request) => {
    const notification = player.markRead(currentUser(request).id, (request.params as { id: number }).id);
    if (!notification) throw notFound('Notification not found.');
    return { notification };
  });

  route(app, ctx, 'POST', '/notifications/read-all', 'user', async (request) => ({ updated: player.markAllRead(currentUser(request).id) }));

  route(app, ctx, 'GET', '/withdrawals', 'user', async (request) => {
    const q = request.query as { page?: number; per_page?: number };
    return player.withdrawals(currentUser(request).id, q.page ?? 1, q.per_page ?? 24);
  });

  route(app, ctx, 'POST', '/withdrawals', 'verified', async (request, reply) => {
    const user = currentUser(request);
    const body = request.body as { amount: string; method: string; details: string };
    const minor = parseMoney(body.amount, domain.decimalsOf(user));
    if (minor === null) throw validationError({ amount: [`The amount field must have at most ${domain.decimalsOf(user)} decimal places.`] });
    try {
      const { withdrawal, user: after } = await domain.requestWithdrawal(user.id, minor, body.method, body.details.trim());
      void reply.status(201);
      return { withdrawal, user: users.toDto(after) };
    } catch (err) {
      return fromDomain(err);
    }
  });

  route(app, ctx, 'PATCH', '/profile', 'user', async (request) => {
    const user = currentUser(request);
    const body = request.body as { name?: string; locale?: string };
    const name = body.name?.trim();
    if (body.name !== undefined && !name) throw validationError({ name: ['The name field is required.'] });
    users.update(user.id, { ...(name ? { name } : {}), ...(body.locale ? { locale: body.locale } : {}) });
    void domain.userUpdated(user.id);
    return { user: users.toDto(users.byId(user.id) as UserRow) };
  });

  route(app, ctx, 'POST', '/profile/password', 'user', async (request) => {
    const user = currentUser(request);
    const body = request.body as { current_password: string; password: string; password_confirmation: string };
    const errors: Record<string, string[]> = {};
    if (!(await verifyPassword(body.current_password, user.password_hash))) errors.current_password = ['The password is incorrect.'];
    if (body.password !== body.password_confirmation) errors.password = ['The password field confirmation does not match.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    users.update(user.id, { password_hash: await hashPassword(body.password) });
    users.revokeOtherTokens(user.id, request.actor?.id === user.id ? request.token : null);
    return { message: 'Your password has been changed.' };
  });
}
