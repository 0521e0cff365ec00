/**
 * Two-factor sign-in (docs/account-security.md): a TOTP secret per user (RFC 6238 through `otpauth`: SHA-1, six
 * digits, 30 s steps, one step of drift either way), ten one-time recovery codes stored as SHA-256, and the
 * challenge that carries a sign-in from its password (or Telegram) step to its code step. A code is accepted once:
 * the step it belongs to is recorded, and a code of that step or an earlier one is refused. The secret is stored
 * encrypted (AES-256-GCM, keyed by TWO_FACTOR_KEY, bound to its user).
 */
import { Secret, TOTP } from 'otpauth';
import type { TwoFactorRow } from '../db/repositories/twoFactor';
import type { UserRow } from '../db/repositories/users';
import { text } from '../i18n';
import { randomCode, randomToken, sha256 } from '../lib/crypto';
import { SecretBox } from '../lib/secretBox';
import { isoNow, type DomainContext } from './context';
import { DomainError, invalidField } from './errors';

export const TOTP_PERIOD_SECONDS = 30;
/** The published key of development and test (production refuses it: server/configChecks.ts). */
export const DEV_TWO_FACTOR_KEY = 'local-two-factor-key-for-development-only';
/** Codes of the step before and after the server's are accepted too (clocks drift, typing takes time). */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in may wait after its first step. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The outcome of checking a code: accepted, wrong, or right but already used within its window. */
export type CodeCheck = 'ok' | 'invalid' | 'replayed';

/** A recovery code as the user typed it, in its stored spelling: upper case, letters and digits only. */
const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a sealed secret is bound to: the user it belongs to. */
const secretContext = (userId: number): string => `two_factor.secret:${userId}`;
/** The purpose the secrets' key is derived for. */
const SECRET_PURPOSE = 'two-factor secret';

/** Whether a sealed secret opens with this box. */
function opensWith(box: SecretBox, row: Pick<TwoFactorRow, 'user_id' | 'secret'>): boolean {
  try {
    box.open(row.secret, secretContext(row.user_id));
    return true;
  } catch {
    return false;
  }
}

/** Stored secrets the current key does not open (so re-encrypting under a new key was refused). */
export class UnreadableSecrets extends Error {
  constructor(
    readonly unreadable: number,
    readonly total: number,
    /** how many of them open with the new key instead (a rotation already done) */
    readonly underNewKey: number,
  ) {
    super(`the key does not open ${unreadable} of ${total} stored two-factor secrets`);
  }
}

/** Two-factor secrets, codes and sign-in challenges. */
export class TwoFactor {
  private readonly box: SecretBox;

  constructor(
    private readonly ctx: DomainContext,
    /** the name authenticator apps show above the account */
    private readonly issuer: string,
    /** the key the secrets are stored under */
    key: string,
  ) {
    this.box = new SecretBox(key, SECRET_PURPOSE);
  }

  /**
   * Encrypts every secret stored in clear (a database from before encryption) in one transaction, and tells whether
   * the key opens the stored secrets (another key would lock every such player out). Run at start.
   */
  sealStoredSecrets(): { sealed: number; keyOpens: boolean } {
    const { twoFactor } = this.ctx.repos;
    const sealed = this.ctx.transaction(() => {
      const clear = twoFactor.secrets().filter((r) => !SecretBox.isSealed(r.secret));
      for (const r of clear) twoFactor.replaceSecret(r.user_id, this.box.seal(r.secret, secretContext(r.user_id)));
      return clear.length;
    });
    const sample = twoFactor.secrets(1)[0];
    return { sealed, keyOpens: !sample || this.opens(sample) };
  }

  /**
   * Re-encrypts every stored secret, confirmed or waiting for its first code, under `newKey` in one transaction
   * (docs/account-security.md, "Changing the key") and returns how many. When this key does not open one of them it
   * changes nothing and throws UnreadableSecrets: re-encrypting the others would lock that player out for good.
   */
  reseal(newKey: string): number {
    const next = new SecretBox(newKey, SECRET_PURPOSE);
    const { twoFactor } = this.ctx.repos;
    return this.ctx.transaction(() => {
      const rows = twoFactor.secrets();
      const unreadable = rows.filter((r) => SecretBox.isSealed(r.secret) && !this.opens(r));
      if (unreadable.length > 0) {
        const underNewKey = unreadable.filter((r) => opensWith(next, r)).length;
        throw new UnreadableSecrets(unreadable.length, rows.length, underNewKey);
      }
      for (const r of rows) {
        const plain = SecretBox.isSealed(r.secret) ? this.box.open(r.secret, secretContext(r.user_id)) : r.secret;
        twoFactor.replaceSecret(r.user_id, next.seal(plain, secretContext(r.user_id)));
      }
      return rows.length;
    });
  }

  /** Whether the user's sign-ins ask for a code. */
  enabled(userId: number): boolean {
    return Boolean(this.ctx.repos.twoFactor.byUser(userId)?.confirmed_at);
  }

  /**
   * What the settings page shows. Turning it off asks for the password too, unless the account has none (signed up
   * through Telegram): then the code alone proves it.
   */
  status(user: UserRow): { enabled: boolean; recovery_codes_left: number; password_required: boolean } {
    const enabled = this.enabled(user.id);
    return {
      enabled,
      recovery_codes_left: enabled ? this.ctx.repos.twoFactor.recoveryCodesLeft(user.id) : 0,
      password_required: user.password_hash !== null,
    };
  }

  /** Starts enabling: a new secret waiting for its first code, and the otpauth URL the QR code holds. */
  begin(user: UserRow): { secret: string; otpauth_url: string } {
    if (this.enabled(user.id)) throw new DomainError('conflict', text('two_factor.already_enabled'));
    const secret = new Secret({ size: 20 }).base32;
    this.ctx.repos.twoFactor.savePending(user.id, this.box.seal(secret, secretContext(user.id)), isoNow(this.ctx));
    return { secret, otpauth_url: this.totp(secret, user.email).toString() };
  }

  /** Finishes enabling with a code of the new secret; returns the recovery codes (shown once, stored hashed). */
  confirm(user: UserRow, code: string): string[] {
    const row = this.ctx.repos.twoFactor.byUser(user.id);
    if (!row || row.confirmed_at) throw new DomainError('conflict', text('two_factor.not_pending'));
    if (this.checkTotp(user.id, this.secretOf(row), code) !== 'ok')
      throw invalidField('one_time_code', text('two_factor.code_invalid'));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomCode(10);
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    this.ctx.repos.twoFactor.confirm(
      user.id,
      codes.map((c) => sha256(normaliseRecoveryCode(c))),
      isoNow(this.ctx),
    );
    return codes;
  }

  /** Turns two-factor sign-in off, given a current code or a recovery code (the caller checked the password). */
  disable(user: UserRow, code: string): void {
    this.assertEnabled(user.id);
    this.assertCode(user.id, code);
    this.ctx.repos.twoFactor.remove(user.id);
  }

  /** Refuses with a 409 unless the user's two-factor sign-in is on. */
  assertEnabled(userId: number): void {
    if (!this.enabled(userId)) throw new DomainError('conflict', text('two_factor.not_enabled'));
  }

  /** Checks a six-digit code or a recovery code of a user whose two-factor sign-in is on (each is accepted once). */
  check(userId: number, code: string): CodeCheck {
    const row = this.ctx.repos.twoFactor.byUser(userId);
    if (!row?.confirmed_at) return 'invalid';
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) return this.checkTotp(userId, this.secretOf(row), digits);
    const recovery = normaliseRecoveryCode(code);
    if (recovery.length !== 10) return 'invalid';
    return this.ctx.repos.twoFactor.spendRecoveryCode(userId, sha256(recovery), isoNow(this.ctx)) ? 'ok' : 'invalid';
  }

  /** `check`, refusing with a 422 on `one_time_code` that says whether the code was wrong or already used. */
  assertCode(userId: number, code: string): void {
    const outcome = this.check(userId, code);
    if (outcome === 'replayed') throw invalidField('one_time_code', text('two_factor.code_used'));
    if (outcome === 'invalid') throw invalidField('one_time_code', text('two_factor.code_invalid'));
  }

  /** A new sign-in challenge for the user: an opaque token, valid for CHALLENGE_TTL_MS (only its hash is kept). */
  challenge(userId: number): string {
    const token = randomToken(32);
    const expires = new Date(this.ctx.clock.now() + CHALLENGE_TTL_MS).toISOString();
    this.ctx.repos.twoFactor.createChallenge(userId, sha256(token), expires);
    return token;
  }

  /** The user a live challenge belongs to, or undefined. */
  challengeUser(token: string): number | undefined {
    return this.ctx.repos.twoFactor.challengeUser(sha256(token), isoNow(this.ctx));
  }

  /** Ends a challenge once it signed in. */
  endChallenge(token: string): void {
    this.ctx.repos.twoFactor.endChallenge(sha256(token));
  }

  private opens(row: Pick<TwoFactorRow, 'user_id' | 'secret'>): boolean {
    return opensWith(this.box, row);
  }

  private secretOf(row: TwoFactorRow): string {
    return this.box.open(row.secret, secretContext(row.user_id));
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({ issuer: this.issuer, label, secret, period: TOTP_PERIOD_SECONDS, digits: 6 });
  }

  private checkTotp(userId: number, secret: string, code: string): CodeCheck {
    const now = this.ctx.clock.now();
    const delta = this.totp(secret, '').validate({ token: code, timestamp: now, window: TOTP_WINDOW });
    if (delta === null) return 'invalid';
    const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
    return this.ctx.repos.twoFactor.acceptStep(userId, step) ? 'ok' : 'replayed';
  }
}
