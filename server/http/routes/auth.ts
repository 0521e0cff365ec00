/** /auth/*: sign-in, sign-up, sign-out, current user, e-mail verification and password reset. */
import type { FastifyInstance } from 'fastify';
import { bearerToken, currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { clearThrottle, throttle, tooManyAttempts } from '../throttle';
import { HttpError, forbidden, validationError } from '../errors';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { checkVerificationLink, verificationHash } from '../../lib/signatures';
import type { UserRow } from '../../db/repositories/users';
import { deviceOf, signInAnswer } from './accountSecurity';
import { asLocale, DEFAULT_LOCALE, renderMessage, text, type Message } from '../../i18n';

const VERIFY_TTL_SECONDS = 60 * 60;
const RESET_TTL_SECONDS = 60 * 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The e-mail domain of accounts created by Telegram sign-in: reserved, nobody signs up with it. */
export const TELEGRAM_EMAIL_DOMAIN = 'telegram.local';

/** Sends the verification e-mail with a signed link to the SPA. */
export function sendVerificationMail(ctx: HttpContext, user: UserRow): void {
  const expires = nowSeconds() + VERIFY_TTL_SECONDS;
  const hash = verificationHash(ctx.config.appKey, user.uuid, user.email, expires);
  const link = `${ctx.config.spaUrl}/verify-email?expires=${expires}&hash=${hash}&uuid=${user.uuid}`;
  // In the account's language (the one it signed up in, or chose since).
  const locale = asLocale(user.locale) ?? DEFAULT_LOCALE;
  ctx.outbox.send(
    user.email,
    renderMessage(locale, 'mail.verify.subject'),
    renderMessage(locale, 'mail.verify.body', { name: user.name, link }),
  );
  ctx.domain.repos.users.update(user.id, { verification_sent_at: new Date().toISOString() });
}

/** Seconds until another verification e-mail may be sent (0 when allowed now). */
function resendWait(ctx: HttpContext, user: UserRow): number {
  if (!user.verification_sent_at) return 0;
  const elapsed = (Date.now() - Date.parse(user.verification_sent_at)) / 1000;
  return Math.max(0, Math.ceil(ctx.config.rateLimits.mailCooldownSeconds - elapsed));
}

/** 403 naming the end date while the user is in a time-out or self-exclusion (responsible gaming). */
export function refuseExcluded(ctx: HttpContext, user: UserRow): void {
  const excluded = ctx.domain.responsibleGaming.exclusionMessage(user.id);
  if (excluded) throw new HttpError(403, excluded.message, undefined, { excluded_until: excluded.excluded_until });
}

/** Registers the auth routes. */
export function authRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { users, currencies } = ctx.domain.repos;
  const { tokens } = ctx.domain;

  route(app, ctx, 'POST', '/auth/sign-in', 'none', async (request) => {
    const { body } = request;
    const email = body.email.trim().toLowerCase();
    throttle(ctx, request, 'signIn', email);
    const user = users.byEmail(email);
    const ok = await verifyPassword(body.password, user?.password_hash ?? null);
    if (!user || !ok) throw validationError({ email: [text('auth.failed')] });
    refuseExcluded(ctx, user);
    clearThrottle(ctx, 'signIn', email);
    return signInAnswer(ctx, request, user, {});
  });

  route(app, ctx, 'POST', '/auth/sign-up', 'none', async (request, reply) => {
    const { body } = request;
    const email = body.email.trim().toLowerCase();
    throttle(ctx, request, 'signUp', email);
    const errors: Record<string, Message[]> = {};
    if (email.endsWith(`@${TELEGRAM_EMAIL_DOMAIN}`))
      errors.email = [text('auth.reserved_email', { domain: TELEGRAM_EMAIL_DOMAIN })];
    else if (users.byEmail(email)) errors.email = [text('validation.taken', { attribute: 'email' })];
    if (body.password !== body.password_confirmation)
      errors.password = [text('validation.confirmed', { attribute: 'password' })];
    if (body.terms !== true) errors.terms = [text('validation.accepted', { attribute: 'terms' })];
    if (body.adult !== true) errors.adult = [text('validation.accepted', { attribute: 'adult' })];
    const currency = currencies.byCode(body.currency.toUpperCase());
    if (!currency) errors.currency = [text('auth.invalid_currency')];
    // The browser's device id; a client that sends none is known by its user agent and address.
    const { userAgent, ip } = deviceOf(request);
    const device = body.device_id?.trim() || `${userAgent ?? ''}|${ip}`;
    const claim = body.referral_code?.trim()
      ? ctx.domain.referrals.check({ code: body.referral_code, email, device })
      : null;
    if (claim && 'refusal' in claim) errors.referral_code = [claim.refusal];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const passwordHash = await hashPassword(body.password);
    const user = ctx.domain.transaction(() => {
      if (users.byEmail(email)) throw validationError({ email: [text('validation.taken', { attribute: 'email' })] });
      const created = users.create({
        email,
        // The player's own default; others never see it (the presence channel shows a neutral name until one is chosen).
        name: email.split('@')[0]?.slice(0, 64) || 'Player',
        nameChosen: false,
        passwordHash,
        currencyCode: (currency as { code: string }).code,
        referredBy: claim && 'referrer' in claim ? claim.referrer.id : null,
        // The language the player signed up in becomes the account's (the API answers them in it from now on).
        locale: request.locale,
      });
      ctx.domain.referrals.recordSignUp(created, device, claim && 'referrer' in claim ? claim : null);
      sendVerificationMail(ctx, created);
      return users.byId(created.id) as UserRow;
    });
    void reply.status(201);
    return { token: tokens.issue(user.id, deviceOf(request)), user: users.toDto(user) };
  });

  route(app, ctx, 'POST', '/auth/sign-out', 'user', async (request, reply) => {
    // The token is the actor's (an admin logged in as someone signs themselves out), and so are the sockets closed.
    if (request.token && request.actor) tokens.revoke(request.token, request.actor);
    return reply.status(204).send();
  });

  route(app, ctx, 'GET', '/auth/user', 'user', async (request) => ({ user: users.toDto(currentUser(request)) }));

  route(app, ctx, 'GET', '/auth/verify-email/resend', 'user', async (request) => {
    const user = currentUser(request);
    return { availableIn: user.email_verified_at ? 0 : resendWait(ctx, user) };
  });

  route(app, ctx, 'POST', '/auth/verify-email/resend', 'user', async (request) => {
    const user = currentUser(request);
    if (user.email_verified_at) return { availableIn: 0, message: text('auth.email_already_verified') };
    throttle(ctx, request, 'mail', `user:${user.id}`);
    const wait = resendWait(ctx, user);
    if (wait > 0) throw tooManyAttempts(text('auth.mail_wait', { seconds: wait }), wait, 1);
    sendVerificationMail(ctx, user);
    return { availableIn: ctx.config.rateLimits.mailCooldownSeconds, message: text('auth.verification_sent') };
  });

  route(app, ctx, 'GET', '/auth/verify-email', 'none', async (request) => {
    const q = request.query;
    const user = users.byUuid(q.uuid);
    if (!user) throw forbidden(text('auth.verification_invalid'));
    const check = checkVerificationLink(ctx.config.appKey, q, user.email, nowSeconds());
    if (check === 'invalid') throw forbidden(text('auth.verification_invalid'));
    if (check === 'expired') throw forbidden(text('auth.verification_expired'));
    // No sign-in is needed (the link may be opened on another device), but a different signed-in user is refused.
    const token = bearerToken(request);
    const viewer = token ? tokens.user(token) : undefined;
    if (viewer && viewer.id !== user.id) throw forbidden(text('auth.verification_other_account'));
    if (user.email_verified_at) return { user: users.toDto(user), message: text('auth.email_already_verified') };
    users.update(user.id, { email_verified_at: new Date().toISOString() });
    void ctx.domain.players.userUpdated(user.id);
    return { user: users.toDto(users.byId(user.id) as UserRow), message: text('auth.email_verified') };
  });

  route(app, ctx, 'POST', '/auth/restore-password', 'none', async (request) => {
    const email = request.body.email.trim().toLowerCase();
    throttle(ctx, request, 'restore', email);
    const cooldown = ctx.config.rateLimits.mailCooldownSeconds;
    const key = `restore-mail:${email}`;
    const wait = ctx.limiter.hit(key, { max: 1, windowSeconds: cooldown });
    if (wait > 0) throw tooManyAttempts(text('auth.mail_wait', { seconds: wait }), wait, 1);
    const user = users.byEmail(email);
    if (user) {
      const token = users.createResetToken(user.id, nowSeconds() + RESET_TTL_SECONDS);
      const link = `${ctx.config.spaUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      // In the language of the page that asked (the asker may not be signed in), else the account's.
      const locale = request.headers['accept-language'] ? request.locale : (asLocale(user.locale) ?? DEFAULT_LOCALE);
      ctx.outbox.send(
        user.email,
        renderMessage(locale, 'mail.reset.subject'),
        renderMessage(locale, 'mail.reset.body', { link }),
      );
    }
    return { availableIn: cooldown, message: text('auth.reset_link_sent') };
  });

  route(app, ctx, 'POST', '/auth/reset-password', 'none', async (request) => {
    const { body } = request;
    const email = body.email.trim().toLowerCase();
    throttle(ctx, request, 'reset', email);
    if (body.password !== body.password_confirmation)
      throw validationError({ password: [text('validation.confirmed', { attribute: 'password' })] });
    const user = users.byEmail(email);
    const invalid = validationError({ email: [text('auth.reset_token_invalid')] });
    if (!user || !users.findResetToken(user.id, body.token, nowSeconds())) throw invalid;
    refuseExcluded(ctx, user);
    const passwordHash = await hashPassword(body.password);
    const token = ctx.domain.transaction(() => {
      if (!users.findResetToken(user.id, body.token, nowSeconds())) throw invalid;
      users.consumeResetTokens(user.id);
      // The mailbox proved the address, so a reset also verifies it.
      users.update(user.id, {
        password_hash: passwordHash,
        ...(user.email_verified_at ? {} : { email_verified_at: new Date().toISOString() }),
      });
      tokens.revokeAll(user);
      return tokens.issue(user.id, deviceOf(request));
    });
    return { token, user: users.toDto(users.byId(user.id) as UserRow), message: text('auth.password_reset') };
  });
}
