/** Users, their bearer tokens and password reset tokens. */
import { randomUUID } from 'node:crypto';
import { nowIso, stmt, type Db } from '../connection';
import type { CurrencyMoney } from '../../lib/money';
import { randomCode, randomToken, sha256 } from '../../lib/crypto';
import type { Schemas } from '../../schemas';
import type { CurrenciesRepository } from './currencies';

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  name: string;
  password_hash: string | null;
  email_verified_at: string | null;
  roles: string;
  currency_code: string;
  balance_minor: number;
  /** The id of the latest ledger row of this user (0 before any): the balance's version. */
  balance_version: number;
  telegram_id: number | null;
  locale: string;
  referral_code: string;
  referred_by: number | null;
  loyalty_points: number;
  verification_sent_at: string | null;
  /** 1 once the player (or Telegram) gave the display name; 0 while it is the sign-up default */
  name_chosen: number;
  created_at: string;
  updated_at: string;
}

/** A bearer token's owner with the token's own dates. */
export interface TokenOwner {
  user: UserRow;
  tokenId: number;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The `user` shape of docs/contract.md (plus name, locale, referral_code). */
export type UserDto = Schemas['User'];

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  currencyCode: string;
  roles?: string[];
  verified?: boolean;
  balanceMinor?: number;
  telegramId?: number | null;
  referredBy?: number | null;
  locale?: string;
  uuid?: string;
  /** the name was given by the person (not derived at sign-up) */
  nameChosen?: boolean;
}

/** Data access for users and their credentials. */
export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly currencies: CurrenciesRepository,
    private readonly money: CurrencyMoney,
  ) {}

  byId(id: number): UserRow | undefined {
    return stmt(this.db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  byUuid(uuid: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE uuid = ?').get(uuid) as UserRow | undefined;
  }

  byEmail(email: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email) as UserRow | undefined;
  }

  byTelegramId(telegramId: number): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE telegram_id = ?').get(telegramId) as UserRow | undefined;
  }

  byReferralCode(code: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE referral_code = ?').get(code) as UserRow | undefined;
  }

  /**
   * Players (never administrators) whose uuid is `query` or whose e-mail contains it, ignoring case; newest first, at
   * most `limit`.
   */
  findPlayers(query: string, limit: number): UserRow[] {
    return stmt(
      this.db,
      `SELECT * FROM users WHERE roles NOT LIKE '%"admin"%' AND (uuid = @q OR instr(lower(email), lower(@q)) > 0)
       ORDER BY created_at DESC, id DESC LIMIT @limit`,
    ).all({ q: query, limit }) as UserRow[];
  }

  /** Inserts a user and returns the row. */
  create(input: NewUser): UserRow {
    const now = nowIso();
    let code = randomCode(8);
    while (this.byReferralCode(code)) code = randomCode(8);
    const info = this.db
      .prepare(
        `INSERT INTO users (uuid, email, name, password_hash, email_verified_at, roles, currency_code, balance_minor,
          telegram_id, locale, referral_code, referred_by, name_chosen, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.uuid ?? randomUUID(),
        input.email,
        input.name,
        input.passwordHash,
        input.verified ? now : null,
        JSON.stringify(input.roles ?? ['player']),
        input.currencyCode,
        input.balanceMinor ?? 0,
        input.telegramId ?? null,
        input.locale ?? 'ru',
        code,
        input.referredBy ?? null,
        input.nameChosen === false ? 0 : 1,
        now,
        now,
      );
    return this.byId(Number(info.lastInsertRowid)) as UserRow;
  }

  /** Updates the given columns of a user. */
  update(
    id: number,
    fields: Partial<
      Pick<
        UserRow,
        | 'name'
        | 'name_chosen'
        | 'locale'
        | 'password_hash'
        | 'email_verified_at'
        | 'telegram_id'
        | 'verification_sent_at'
        | 'balance_minor'
        | 'loyalty_points'
      >
    >,
  ): void {
    const keys = Object.keys(fields) as (keyof typeof fields)[];
    if (keys.length === 0) return;
    const sets = keys.map((k) => `${k} = @${k}`).join(', ');
    this.db
      .prepare(`UPDATE users SET ${sets}, updated_at = @updated_at WHERE id = @id`)
      .run({ ...fields, updated_at: nowIso(), id });
  }

  /** Maps a row to the wire shape. */
  toDto(row: UserRow): UserDto {
    return {
      uuid: row.uuid,
      email: row.email,
      email_verified_at: row.email_verified_at,
      roles: JSON.parse(row.roles) as UserDto['roles'],
      balance: this.money.format(row.balance_minor, row.currency_code),
      currency: { code: row.currency_code, usd_rate: this.currencies.byCode(row.currency_code)?.usd_rate ?? '1' },
      telegram_id: row.telegram_id,
      created_at: row.created_at,
      name: row.name,
      locale: row.locale as UserDto['locale'],
      referral_code: row.referral_code,
      balance_version: row.balance_version,
    };
  }

  /** Issues a new bearer token for the user, created at `at` (ISO); only its SHA-256 is stored. */
  issueToken(userId: number, at: string = nowIso()): string {
    const token = randomToken(32);
    this.db
      .prepare('INSERT INTO tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)')
      .run(userId, sha256(token), at);
    return token;
  }

  /** The user owning a bearer token (by its SHA-256), with the token's dates; undefined when unknown. */
  tokenOwner(tokenHash: string): TokenOwner | undefined {
    const row = stmt(
      this.db,
      `SELECT tokens.id AS token_id, tokens.created_at AS token_created_at, tokens.last_used_at AS token_last_used_at, users.*
      FROM tokens JOIN users ON users.id = tokens.user_id WHERE tokens.token_hash = ?`,
    ).get(tokenHash) as
      (UserRow & { token_id: number; token_created_at: string; token_last_used_at: string | null }) | undefined;
    if (!row) return undefined;
    const { token_id: tokenId, token_created_at: createdAt, token_last_used_at: lastUsedAt, ...user } = row;
    return { user, tokenId, createdAt, lastUsedAt };
  }

  /** Records when a token was last used (its sliding lifetime counts from then). */
  touchToken(tokenId: number, at: string): void {
    stmt(this.db, 'UPDATE tokens SET last_used_at = ? WHERE id = ?').run(at, tokenId);
  }

  /** Deletes one token by id. */
  deleteToken(tokenId: number): void {
    stmt(this.db, 'DELETE FROM tokens WHERE id = ?').run(tokenId);
  }

  /** Deletes every token unused since `idleCutoff` or issued before `issuedCutoff` (ISO); returns how many. */
  deleteTokensIdleSince(idleCutoff: string, issuedCutoff: string): number {
    return stmt(this.db, 'DELETE FROM tokens WHERE COALESCE(last_used_at, created_at) < ? OR created_at < ?').run(
      idleCutoff,
      issuedCutoff,
    ).changes;
  }

  /** Revokes one token. */
  revokeToken(token: string): void {
    this.db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(sha256(token));
  }

  /** When a bearer token was issued (the start of that sign-in), or undefined when it is unknown. */
  tokenIssuedAt(token: string): string | undefined {
    return (
      stmt(this.db, 'SELECT created_at FROM tokens WHERE token_hash = ?').get(sha256(token)) as
        { created_at: string } | undefined
    )?.created_at;
  }

  /** Revokes every token of a user (signed out everywhere). */
  revokeAllTokens(userId: number): void {
    stmt(this.db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
  }

  /** Revokes every token of a user except `keep` (used after a password change). */
  revokeOtherTokens(userId: number, keep: string | null): void {
    this.db.prepare('DELETE FROM tokens WHERE user_id = ? AND token_hash != ?').run(userId, keep ? sha256(keep) : '');
  }

  /** Stores a single-use reset token (hashed) valid until `expiresAt` (unix seconds). */
  createResetToken(userId: number, expiresAt: number): string {
    const token = randomToken(32);
    this.db
      .prepare('INSERT INTO password_resets (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, sha256(token), expiresAt, nowIso());
    return token;
  }

  /** Finds an unused, unexpired reset token of this user. */
  findResetToken(userId: number, token: string, nowSeconds: number): { id: number } | undefined {
    return this.db
      .prepare(
        'SELECT id FROM password_resets WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at >= ?',
      )
      .get(userId, sha256(token), nowSeconds) as { id: number } | undefined;
  }

  /** Marks every reset token of the user used (a reset link works once). */
  consumeResetTokens(userId: number): void {
    this.db
      .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
      .run(nowIso(), userId);
  }
}
