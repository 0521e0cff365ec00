/**
 * The one redaction of the app: everything that leaves the running store (the QA action log, the
 * "report a problem" file, Redux DevTools) passes through it first. Pure and idempotent:
 * redacting an already redacted value changes nothing, so a replay that folds redacted actions
 * from a redacted snapshot can be compared with redacted checkpoints.
 */

/** What a secret is replaced with. */
export const REDACTED = '[REDACTED]';

/** Keys whose value is always replaced, whatever it is (compared lower-cased, without `_` and `-`). */
const SECRET_KEYS = new Set([
  'password', 'passwordconfirmation', 'currentpassword', 'newpassword', 'oldpassword',
  'token', 'accesstoken', 'refreshtoken', 'authtoken', 'apitoken', 'bearertoken', 'resettoken',
  'secret', 'clientsecret', 'appsecret',
  'hash', 'datastring', 'initdata', 'initdataraw', 'tgwebappdata', 'signature',
  'authorization', 'cookie', 'setcookie',
]);

/** Keys replaced only when they hold a string (`auth` is also the name of the auth slice). */
const SECRET_STRING_KEYS = new Set(['auth']);

/** Query/fragment parameters whose values are secrets wherever they appear inside a string. */
const SECRET_PARAM = /(^|[?&#\s])(hash|token|password|signature|auth_token|auth-token|initData|tgWebAppData)=[^&#\s"']*/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=:|-]+/g;
/** A masked local part ends in `*`, which this class excludes, so masking is idempotent. */
const EMAIL = /([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** Options of one redaction pass. */
export interface RedactionOptions {
  /** Live secrets known to the app (the current bearer token): removed from every string that contains them. */
  secrets?: readonly string[];
  /** Returns a short stand-in for an object that must not be copied whole (an embedded action log). */
  collapse?: (value: object) => string | undefined;
}

const normaliseKey = (key: string): string => key.toLowerCase().replace(/[_-]/g, '');

/** True for a key whose value never leaves the app. */
export function isSecretKey(key: string): boolean {
  const k = normaliseKey(key);
  return SECRET_KEYS.has(k) || k.endsWith('password') || k.endsWith('token') || k.endsWith('secret');
}

/** Masks an e-mail's local part: `player@example.com` → `pl***@example.com`. */
export function maskEmail(local: string, domain: string): string {
  const keep = Math.max(1, Math.min(2, Math.floor(local.length / 3)));
  return `${local.slice(0, keep)}***@${domain}`;
}

/** Redacts the secrets that can hide inside free text: bearer values, secret URL parameters, e-mails, known secrets. */
export function redactString(text: string, options: RedactionOptions = {}): string {
  let out = text;
  for (const secret of options.secrets ?? []) {
    // Short values would blank out ordinary words; real tokens are long.
    if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  if (out.includes('Bearer') || out.includes('Basic')) out = out.replace(BEARER, `$1 ${REDACTED}`);
  if (out.includes('=')) out = out.replace(SECRET_PARAM, `$1$2=${REDACTED}`);
  if (out.includes('@')) out = out.replace(EMAIL, (_whole, local: string, domain: string) => maskEmail(local, domain));
  return out;
}

/** A redactor that keeps its results per object, so unchanged parts of successive states share one copy. */
export interface Redactor {
  <T>(value: T): T;
}

/**
 * Builds a redactor. Results are cached by object identity (Redux state is immutable, so an
 * unchanged subtree is the same object): checkpoints of a long session then cost only what changed.
 */
export function createRedactor(options: RedactionOptions = {}): Redactor {
  const cache = new WeakMap<object, unknown>();

  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return redactString(value, options);
    if (value === null || typeof value !== 'object') return value;
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    let result: unknown = options.collapse?.(value);
    if (result !== undefined) {
      // replaced by its stand-in
    } else if (Array.isArray(value)) {
      result = value.map(walk);
    } else {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner === undefined) continue;
        if (isSecretKey(key) && inner !== null) out[key] = REDACTED;
        else if (SECRET_STRING_KEYS.has(key) && typeof inner === 'string') out[key] = REDACTED;
        else out[key] = walk(inner);
      }
      result = out;
    }
    cache.set(value, result);
    return result;
  };

  return <T>(value: T): T => walk(value) as T;
}

/** Redacts any value once (no cache across calls): a deep copy with every secret replaced. */
export function redact<T>(value: T, options: RedactionOptions = {}): T {
  return createRedactor(options)(value);
}
