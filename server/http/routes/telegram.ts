/** /auth/telegram and /auth/telegram/link: Login Widget and Mini App initData, verified with the bot token. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { throttleAccount, throttleClient } from '../throttle';
import { HttpError, forbidden, validationError } from '../errors';
import { text } from '../../i18n';
import {
  checkTelegramInitData,
  checkTelegramWidget,
  parseDataCheckString,
  telegramInitDataCheckString,
} from '../../lib/signatures';
import type { UserRow } from '../../db/repositories/users';
import type { Schemas } from '../../schemas';
import { refuseExcluded, TELEGRAM_EMAIL_DOMAIN } from './auth';
import { deviceOf, signInAnswer } from './accountSecurity';

/**
 * auth_date older than this is refused (docs/server.md, "Telegram"): an hour is ample for a sign-in the player just
 * made, and keeps a captured payload useless soon after.
 */
export const TELEGRAM_MAX_AGE_SECONDS = 3600;

/** How far auth_date may lie in the future (clock skew between Telegram and us). */
const TELEGRAM_CLOCK_SKEW_SECONDS = 300;

type TelegramBody = Schemas['TelegramAuthRequest'];

interface VerifiedTelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** Verifies the payload and returns the Telegram user read from the signed data. */
export function verifyTelegram(
  botToken: string,
  body: TelegramBody,
  nowSeconds: number,
): VerifiedTelegramUser & { authDate: number } {
  let fields: Record<string, string>;
  let tgUser: VerifiedTelegramUser | undefined;
  if (body.app) {
    if (!checkTelegramInitData(botToken, body.dataString, body.hash)) throw forbidden(text('telegram.unverified'));
    fields = telegramInitDataCheckString(body.dataString).fields;
    try {
      const parsed = JSON.parse(fields.user ?? 'null') as VerifiedTelegramUser | null;
      if (parsed && Number.isSafeInteger(parsed.id)) tgUser = parsed;
    } catch {
      tgUser = undefined;
    }
  } else {
    if (!checkTelegramWidget(botToken, body.dataString, body.hash)) throw forbidden(text('telegram.unverified'));
    fields = parseDataCheckString(body.dataString);
    const id = Number(fields.id);
    if (Number.isSafeInteger(id) && id > 0) {
      tgUser = {
        id,
        ...(fields.first_name ? { first_name: fields.first_name } : {}),
        ...(fields.last_name ? { last_name: fields.last_name } : {}),
        ...(fields.username ? { username: fields.username } : {}),
      };
    }
  }
  if (!tgUser) throw validationError({ dataString: [text('telegram.no_user')] });
  const authDate = Number(fields.auth_date);
  if (!Number.isSafeInteger(authDate)) throw validationError({ dataString: [text('telegram.no_auth_date')] });
  if (nowSeconds - authDate > TELEGRAM_MAX_AGE_SECONDS || authDate - nowSeconds > TELEGRAM_CLOCK_SKEW_SECONDS)
    throw forbidden(text('telegram.outdated'));
  const claimed = body.user;
  const mismatch =
    claimed.id !== tgUser.id ||
    (['first_name', 'last_name', 'username'] as const).some(
      (k) => claimed[k] !== undefined && tgUser[k] !== undefined && claimed[k] !== tgUser[k],
    );
  if (mismatch) throw validationError({ user: [text('telegram.user_mismatch')] });
  return { ...tgUser, authDate };
}

/**
 * The placeholder e-mail of an account made by Telegram sign-in. The domain is reserved at sign-up; an address taken
 * before it was (or by an older account) gets a suffix rather than failing the player's first sign-in.
 */
function telegramEmail(telegramId: number, taken: (email: string) => boolean): string {
  const plain = `tg${telegramId}@${TELEGRAM_EMAIL_DOMAIN}`;
  if (!taken(plain)) return plain;
  return `tg${telegramId}.${randomBytes(4).toString('hex')}@${TELEGRAM_EMAIL_DOMAIN}`;
}

const displayName = (u: VerifiedTelegramUser): string =>
  ([u.first_name, u.last_name].filter(Boolean).join(' ') || u.username || `Telegram ${u.id}`).slice(0, 64);

/** Registers the Telegram routes. */
export function telegramRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { users, telegramLogins } = ctx.domain.repos;
  const { tokens } = ctx.domain;
  const now = (): number => Math.floor(Date.now() / 1000);

  /**
   * Verifies the body: the client's IP is counted before the check, the Telegram account only after it (a claimed id
   * is not proof, and must not let anyone use up a real account's attempts).
   */
  const verified = (request: FastifyRequest<{ Body: TelegramBody }>): ReturnType<typeof verifyTelegram> => {
    throttleClient(ctx, request, 'telegram');
    const tg = verifyTelegram(ctx.config.telegramBotToken, request.body, now());
    throttleAccount(ctx, 'telegram', `tg:${tg.id}`);
    return tg;
  };

  /** Uses the verified payload up, just before it signs in or links: a payload that did so once is refused. */
  const useUp = (request: FastifyRequest<{ Body: TelegramBody }>, authDate: number): void => {
    const oldest = now() - TELEGRAM_MAX_AGE_SECONDS - TELEGRAM_CLOCK_SKEW_SECONDS;
    if (!telegramLogins.claim(request.body.hash.toLowerCase(), authDate, oldest))
      throw forbidden(text('telegram.used'));
  };

  route(app, ctx, 'POST', '/auth/telegram', 'none', async (request) => {
    const tg = verified(request);
    let user = users.byTelegramId(tg.id);
    if (user) {
      refuseExcluded(ctx, user);
      useUp(request, tg.authDate);
      return signInAnswer(ctx, request, user, { redirect: '/' });
    }
    user = ctx.domain.transaction((): UserRow => {
      useUp(request, tg.authDate);
      const existing = users.byTelegramId(tg.id);
      if (existing) return existing;
      return users.create({
        email: telegramEmail(tg.id, (email) => users.byEmail(email) !== undefined),
        name: displayName(tg),
        passwordHash: null,
        currencyCode: 'RUB',
        verified: true,
        telegramId: tg.id,
        locale: request.locale,
      });
    });
    return {
      token: tokens.issue(user.id, deviceOf(request)),
      user: users.toDto(user),
      redirect: '/profile',
      message: text('telegram.welcome'),
    };
  });

  route(app, ctx, 'POST', '/auth/telegram/link', 'user', async (request) => {
    const me = currentUser(request);
    const tg = verified(request);
    const owner = users.byTelegramId(tg.id);
    if (owner && owner.id !== me.id) {
      throw new HttpError(409, text('telegram.linked_elsewhere'), { telegram: [text('telegram.linked_elsewhere')] });
    }
    if (me.telegram_id !== null && me.telegram_id !== tg.id) {
      throw new HttpError(409, text('telegram.already_linked'), { telegram: [text('telegram.already_linked')] });
    }
    useUp(request, tg.authDate);
    if (me.telegram_id !== tg.id) {
      users.update(me.id, { telegram_id: tg.id });
      void ctx.domain.players.userUpdated(me.id);
    }
    return { user: users.toDto(users.byId(me.id) as UserRow), message: text('telegram.linked') };
  });
}
