/** /auth/two-factor* and /auth/sessions*: two-factor sign-in and the signed-in sessions (docs/account-security.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { HttpError, forbidden, notFound, validationError } from '../errors';
import { clientIp } from '../request';
import { route } from '../route';
import { clearThrottle, throttle } from '../throttle';
import { sessionDto } from '../../domain/sessionList';
import type { UserDto, UserRow } from '../../db/repositories/users';
import { sha256, verifyPassword } from '../../lib/crypto';
import { text } from '../../i18n';

/** The browser and address a new token goes to (shown in the session list). */
export function deviceOf(request: FastifyRequest): { userAgent: string | null; ip: string } {
  return { userAgent: request.headers['user-agent'] ?? null, ip: clientIp(request) };
}

/**
 * What the first step of a sign-in (password or Telegram) answers: a token and the user, or, when the account has
 * two-factor sign-in on, only a challenge for the code step.
 */
export function signInAnswer<Extra extends object>(
  ctx: HttpContext,
  request: FastifyRequest,
  user: UserRow,
  extra: Extra,
): ({ token: string; user: UserDto } & Extra) | { two_factor: true; challenge_token: string } {
  const { twoFactor, tokens, repos } = ctx.domain;
  if (twoFactor.enabled(user.id)) return { two_factor: true, challenge_token: twoFactor.challenge(user.id) };
  return { token: tokens.issue(user.id, deviceOf(request)), user: repos.users.toDto(user), ...extra };
}

/** Registers the two-factor and session routes. */
export function accountSecurityRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { twoFactor, tokens, repos } = ctx.domain;

  route(app, ctx, 'GET', '/auth/two-factor', 'user', async (request) => twoFactor.status(currentUser(request)));

  route(app, ctx, 'POST', '/auth/two-factor', 'user', async (request) => twoFactor.begin(currentUser(request)));

  route(app, ctx, 'POST', '/auth/two-factor/confirm', 'user', async (request) => {
    const user = currentUser(request);
    throttle(ctx, request, 'twoFactor', `user:${user.id}`);
    const codes = twoFactor.confirm(user, request.body.one_time_code);
    clearThrottle(ctx, 'twoFactor', `user:${user.id}`);
    return { enabled: true as const, recovery_codes: codes };
  });

  route(app, ctx, 'POST', '/auth/two-factor/disable', 'user', async (request) => {
    const user = currentUser(request);
    const { current_password: password, one_time_code: code } = request.body;
    // A password guess here is a password guess: it shares the password change's budget (and its scrypt cost).
    throttle(ctx, request, 'passwordChange', `user:${user.id}`);
    throttle(ctx, request, 'twoFactor', `user:${user.id}`);
    twoFactor.assertEnabled(user.id);
    // Checked before the code, so a wrong password never spends a recovery code or a TOTP step.
    if (user.password_hash !== null) {
      if (password === undefined || password === '')
        throw validationError({ current_password: [text('validation.required', { attribute: 'current_password' })] });
      if (!(await verifyPassword(password, user.password_hash)))
        throw validationError({ current_password: [text('auth.password_incorrect')] });
    }
    twoFactor.disable(user, code);
    clearThrottle(ctx, 'passwordChange', `user:${user.id}`);
    clearThrottle(ctx, 'twoFactor', `user:${user.id}`);
    return twoFactor.status(user);
  });

  route(app, ctx, 'POST', '/auth/two-factor/challenge', 'none', async (request) => {
    const { challenge_token: challenge, one_time_code: code } = request.body;
    const userId = twoFactor.challengeUser(challenge);
    // Counted per challenge as well as per IP, so a guesser cannot spread guesses over fresh challenges of one account.
    throttle(ctx, request, 'twoFactor', userId === undefined ? `challenge:${sha256(challenge)}` : `user:${userId}`);
    const user = userId === undefined ? undefined : repos.users.byId(userId);
    if (!user) throw new HttpError(403, text('two_factor.challenge_expired'));
    twoFactor.assertCode(user.id, code);
    twoFactor.endChallenge(challenge);
    clearThrottle(ctx, 'twoFactor', `user:${user.id}`);
    return { token: tokens.issue(user.id, deviceOf(request)), user: repos.users.toDto(user) };
  });

  route(app, ctx, 'GET', '/auth/sessions', 'user', async (request) => {
    const user = currentUser(request);
    return { data: repos.sessions.list(user.id, sha256(request.token ?? '')).map(sessionDto) };
  });

  route(app, ctx, 'DELETE', '/auth/sessions/{id}', 'user', async (request, reply) => {
    const user = currentUser(request);
    if (!tokens.revokeById(user, request.params.id)) throw notFound(text('sessions.not_found'));
    return reply.status(204).send();
  });

  route(app, ctx, 'POST', '/auth/sessions/sign-out-others', 'user', async (request, reply) => {
    const user = currentUser(request);
    if (!request.token) throw forbidden();
    tokens.revokeOthers(user, request.token);
    return reply.status(204).send();
  });
}
