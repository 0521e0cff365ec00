/** The signed-in player's own data: bonuses, freespins, loyalty, notifications, withdrawals, profile, password. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { clearThrottle, throttle } from '../throttle';
import { moneyField, notFound, validationError } from '../errors';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import type { UserRow } from '../../db/repositories/users';
import { loyaltyPlace } from '../../domain/rewardClaims';
import { notificationText, text, type Locale, type Message, type StoredNotification } from '../../i18n';

/** Registers the player routes. */
export function playerRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { domain } = ctx;
  const { users, bonuses, freespins, content, notifications, withdrawals, translations } = domain.repos;
  // Bonus titles, loyalty levels and notifications in the request's language.
  const local = <T>(request: { locale: Locale }, value: T): T => translations.localize(request.locale, value);
  const localNotification = <N extends StoredNotification>(locale: Locale, currency: string, n: N): N => ({
    ...n,
    data: translations.localize(locale, n.data),
    ...notificationText(locale, n, (t) => translations.translate(locale, t), currency),
  });

  route(app, ctx, 'GET', '/bonuses', 'user', async (request) =>
    local(request, bonuses.list(currentUser(request).id, request.query.status)),
  );

  route(app, ctx, 'GET', '/freespins', 'user', async (request) => freespins.list(currentUser(request).id));

  route(app, ctx, 'GET', '/loyalty', 'user', async (request) => {
    const points = currentUser(request).loyalty_points;
    const levels = content.loyaltyLevels();
    const index = loyaltyPlace(levels, points);
    return local(request, { points, level: levels[index], next_level: levels[index + 1] ?? null, levels });
  });

  route(app, ctx, 'GET', '/notifications', 'user', async (request) => {
    const page = notifications.page(currentUser(request).id, request.query.page ?? 1, request.query.per_page ?? 24);
    return {
      ...page,
      data: page.data.map((n) => localNotification(request.locale, currentUser(request).currency_code, n)),
    };
  });

  route(app, ctx, 'GET', '/notifications/unread-count', 'user', async (request) => ({
    count: notifications.unreadCount(currentUser(request).id),
  }));

  route(app, ctx, 'POST', '/notifications/{id}/read', 'user', async (request) => {
    const notification = notifications.markRead(currentUser(request).id, request.params.id);
    if (!notification) throw notFound(text('not_found.Notification'));
    return { notification: localNotification(request.locale, currentUser(request).currency_code, notification) };
  });

  route(app, ctx, 'POST', '/notifications/read-all', 'user', async (request) => ({
    updated: notifications.markAllRead(currentUser(request).id),
  }));

  route(app, ctx, 'GET', '/withdrawals', 'user', async (request) =>
    withdrawals.page(currentUser(request).id, request.query.page ?? 1, request.query.per_page ?? 24),
  );

  route(app, ctx, 'POST', '/withdrawals', 'verified', async (request, reply) => {
    const user = currentUser(request);
    const { amount, method, details, forfeit_bonus: forfeitBonus } = request.body;
    // Not above zero is the domain's refusal (its own wording), checked with the balance.
    const minor = moneyField(amount, domain.money.decimals(user.currency_code), 'amount', { positive: false });
    const { withdrawal, user: after } = await domain.withdrawals.requestWithdrawal(
      user.id,
      minor,
      method,
      details.trim(),
      forfeitBonus === true,
    );
    void reply.status(201);
    return { withdrawal, user: users.toDto(after) };
  });

  route(app, ctx, 'PATCH', '/profile', 'user', async (request) => {
    const user = currentUser(request);
    const { name: rawName, locale } = request.body;
    const name = rawName?.trim();
    if (rawName !== undefined && !name)
      throw validationError({ name: [text('validation.required', { attribute: 'name' })] });
    users.update(user.id, { ...(name ? { name, name_chosen: 1 } : {}), ...(locale ? { locale } : {}) });
    void domain.players.userUpdated(user.id);
    return { user: users.toDto(users.byId(user.id) as UserRow) };
  });

  route(app, ctx, 'POST', '/profile/password', 'user', async (request) => {
    const user = currentUser(request);
    const body = request.body;
    // Each attempt costs up to two scrypt hashes: counted per IP and per account before any of them.
    throttle(ctx, request, 'passwordChange', `user:${user.id}`);
    const errors: Record<string, Message[]> = {};
    if (body.password !== body.password_confirmation)
      errors.password = [text('validation.confirmed', { attribute: 'password' })];
    if (!(await verifyPassword(body.current_password, user.password_hash)))
      errors.current_password = [text('auth.password_incorrect')];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // Not under X-Login-As (x-impersonation: forbidden), so the token is the player's own: it stays signed in.
    if (!domain.tokens.changePassword(user.id, user.password_hash, await hashPassword(body.password), request.token)) {
      throw validationError({ current_password: [text('auth.password_incorrect')] });
    }
    clearThrottle(ctx, 'passwordChange', `user:${user.id}`);
    return { message: text('auth.password_changed') };
  });
}
