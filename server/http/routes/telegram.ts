/** /auth/telegram and /auth/telegram/link: Login Widget and Mini App initData, verified with the bot token. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth';
import type { HttpContext } from '../context';
import { route } from '../route';
import { throttle } from '../throttle';
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
import { refuseExcluded } from './auth';

/** auth_date older than this is refused (docs/contract.md, REST rules). */
export const TELEGRAM_MAX_AGE_SECONDS = 86_400;

type TelegramBody = Schemas['TelegramAuthRequest'];

interface VerifiedTelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** Verifies the payload and returns the Telegram user read from the signed data. */
export function verifyTelegram(botToken: string, body: TelegramBody, nowSeconds: number): VerifiedTelegramUser {
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
  if (nowSeconds - authDate > TELEGRAM_MAX_AGE_SECONDS || authDate - nowSeconds > 300)
    throw forbidden(text('telegram.outdated'));
  const claimed = body.user;
  const mismatch =
    claimed.id !== tgUser.id ||
    (['first_name', 'last_name', 'username'] as const).some(
      (k) => claimed[k] !== undefined && tgUser[k] !== undefined && claimed[k] !== tgUser[k],
    );
  if (mismatch) throw validationError({ user: [text('telegram.user_mismatch')] });
  return tgUser;
}

const displayName = (u: VerifiedTelegramUser): string =>
  ([u.first_name, u.last_name].filter(Boolean).join(' ') || u.username || `Telegram ${u.id}`).slice(0, 64);

/** Registers the Telegram routes. */
export function telegramRoutes(app: FastifyInstance, ctx: HttpContext): void {
  const { users } = ctx.domain.repos;
  const { tokens } = ctx.domain;
  const now = (): number => Math.floor(Date.now() / 1000);

  route(app, ctx, 'POST', '/auth/telegram', 'none', async (request) => {
    // The account is the Telegram id the body claims (checked against the signed data right after).
    throttle(ctx, request, 'telegram', `tg:${request.body.user.id}`);
    const tg = verifyTelegram(ctx.config.telegramBotToken, request.body, now());
    let user = users.byTelegramId(tg.id);
    if (user) {
      refuseExcluded(ctx, user);
      return { token: tokens.issue(user.id), user: users.toDto(user), redirect: '/' };
    }
    user = ctx.domain.transaction((): UserRow => {
      const existing = users.byTelegramId(tg.id);
      if (existing) return existing;
      return users.create({
        email: `tg${tg.id}@telegram.local`,
        name: displayName(tg),
        passwordHash: null,
        currencyCode: 'RUB',
        verified: true,
        telegramId: tg.id,
        locale: request.locale,
      });
    });
    return {
      token: tokens.issue(user.id),
      user: users.toDto(user),
      redirect: '/profile',
      message: text('telegram.welcome'),
    };
  });

  route(app, ctx, 'POST', '/auth/telegram/link', 'user', async (request) => {
    const me = currentUser(request);
    throttle(ctx, request, 'telegram', `tg:${request.body.user.id}`);
    const tg = verifyTelegram(ctx.config.telegramBotToken, request.body, now());
    const owner = users.byTelegramId(tg.id);
    if (owner && owner.id !== me.id) {
      throw new HttpError(409, text('telegram.linked_elsewhere'), { telegram: [text('telegram.linked_elsewhere')] });
    }
    if (me.telegram_id !== null && me.telegram_id !== tg.id) {
      throw new HttpError(409, text('telegram.already_linked'), { telegram: [text('telegram.already_linked')] });
    }
    if (me.telegram_id !== tg.id) {
      users.update(me.id, { telegram_id: tg.id });
      void ctx.domain.players.userUpdated(me.id);
    }
    return { user: users.toDto(users.byId(me.id) as UserRow), message: text('telegram.linked') };
  });
}
