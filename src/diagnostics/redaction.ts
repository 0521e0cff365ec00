/**
 * Redaction of secrets in actions and state before they leave the running store (Redux DevTools,
 * the QA action log, the "report a problem" file). Pure: returns redacted copies (or the input itself
 * where nothing needed redacting), never touches its input. Idempotent: redacting a redacted value
 * changes nothing, so a replay that folds redacted actions from a redacted snapshot can be compared with
 * redacted checkpoints (docs/action-log.md).
 */

/** What a secret is replaced with. */
export const REDACTED = '[REDACTED]';

/** Keys whose value is always a secret (compared lower-cased, without `_` and `-`). */
const SECRET_KEYS = new Set([
  'password',
  'passwordconfirmation',
  'currentpassword',
  'newpassword',
  'oldpassword',
  'token',
  'authtoken',
  'accesstoken',
  'refreshtoken',
  'apitoken',
  'bearertoken',
  'resettoken',
  'hash',
  'datastring',
  'initdata',
  'initdataraw',
  'tgwebappdata',
  'signature',
  'authorization',
  'cookie',
  'setcookie',
  'secret',
  'clientsecret',
  'appsecret',
  // payout details of a withdrawal request (card number, bank account, wallet address) and their usual names
  'details',
  'paymentdetails',
  'payoutdetails',
  'cardnumber',
  'pan',
  'cvv',
  'cvc',
  'iban',
  'accountnumber',
  'walletaddress',
  // a game session's id opens its slot page (the launch URL carries it)
  'sessionid',
  'launchurl',
  // two-factor sign-in: the codes typed, the recovery codes shown once and the QR code's URL (it holds the secret)
  'onetimecode',
  'recoverycodes',
  'otpauthurl',
]);

/** Keys that are secrets only when they hold a string: `auth` is the Pusher signature, but also the auth slice. */
const SECRET_STRING_KEYS = new Set(['auth']);

/**
 * A game session answer (`{ session: { id, … }, url }`): the session's id and the launch URL beside it open the slot
 * page, so both are secrets; the rest of the session (mode, game, demo balance) is kept.
 */
const SESSION_KEY = 'session';
const SESSION_SECRET_FIELDS = ['id'];
const SESSION_SIBLING_SECRETS = ['url'];

const normalise = (key: string): string => key.toLowerCase().replace(/[_-]/g, '');

/** True for an object key whose value must never be shown (passwords, tokens, Telegram hash/dataString/initData, Authorization). */
export function isSecretKey(key: string): boolean {
  const k = normalise(key);
  return SECRET_KEYS.has(k) || k.endsWith('password') || k.endsWith('token') || k.endsWith('secret');
}

const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=:|-]+/g;
const SECRET_PARAM =
  /(^|[?&#\s])(token|hash|password|signature|auth_token|auth-token|initData|tgWebAppData)=[^&#\s"']*/gi;
/** A masked local part ends in `*`, which this class excludes: masking twice changes nothing. */
const EMAIL = /([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** Options of a redaction pass. */
export interface RedactionOptions {
  /** Live secrets known to the app (the current bearer token): cut out of every string that contains them. */
  secrets?: readonly string[];
  /** Returns a short stand-in for an object that must not be copied whole (an embedded action log). */
  collapse?: (value: object) => string | undefined;
}

/** Masks an e-mail's local part: `player@example.com` → `pl***@example.com`. */
export function maskEmail(local: string, domain: string): string {
  const keep = Math.max(1, Math.min(2, Math.floor(local.length / 3)));
  return `${local.slice(0, keep)}***@${domain}`;
}

/** Removes bearer credentials, secret URL parameters (Telegram initData's `hash` included), known secrets; masks e-mails. */
export function redactText(text: string, options: RedactionOptions = {}): string {
  let out = text;
  const secrets = options.secrets;
  if (secrets) {
    for (const secret of secrets) {
      // Short values would blank out ordinary words; real tokens are long.
      if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(REDACTED);
    }
  }
  if (out.length < 3) return out; // too short for a credential, a parameter or an address
  if (out.includes('Bearer') || out.includes('Basic')) out = out.replace(BEARER, `$1 ${REDACTED}`);
  if (out.includes('=')) out = out.replace(SECRET_PARAM, `$1$2=${REDACTED}`);
  if (out.includes('@')) out = out.replace(EMAIL, (_whole, local: string, domain: string) => maskEmail(local, domain));
  return out;
}

/** True for plain objects and arrays: the only things copied key by key. */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A game session with its secret fields replaced (null stays null). */
function redactSession(session: Record<string, unknown>): Record<string, unknown> {
  if (
    !SESSION_SECRET_FIELDS.some(
      (field) => session[field] !== undefined && session[field] !== null && session[field] !== REDACTED,
    )
  )
    return session;
  const copy = { ...session };
  for (const field of SESSION_SECRET_FIELDS)
    if (copy[field] !== undefined && copy[field] !== null) copy[field] = REDACTED;
  return copy;
}

/** What `createRedactor` returns: a redaction function that may keep results between calls. */
export interface Redactor {
  <T>(value: T): T;
  /**
   * Redacts a value seen once (an action): the same result, but nothing is remembered for later calls, so a
   * burst of actions leaves nothing in the cache. Like the redactor, it copies only the path to a secret.
   */
  once<T>(value: T): T;
}

/** How an object key is treated; decided once per distinct key (keys repeat: `type`, `payload`, `meta`…). */
interface KeyRule {
  /** The key as written into the copy (redacted as text). */
  safe: string;
  /** 0: walk the value; 1: a secret whatever it is (null stays null); 2: a secret when it is a string. */
  rule: 0 | 1 | 2;
}

/** Distinct keys remembered per redactor before the memo starts again (cache keys of RTK Query are unbounded). */
const KEY_MEMO_LIMIT = 4096;
/** Nesting deeper than this is not walked (a cyclic action would otherwise never end). */
const MAX_DEPTH = 100;

/**
 * Builds a redactor whose results are cached by object identity. Redux state is immutable, so an
 * unchanged subtree is the same object: successive checkpoints of a long session then cost (and
 * hold) only what changed. A subtree with nothing to redact is returned as it is (no copy). Secret keys anywhere
 * lose their whole value (RTK Query's
 * `originalArgs` and `meta.arg` of auth mutations lose their passwords); null stays null ("no token" is
 * not a secret); non-plain objects (fetch Request/Response in RTK Query meta) become their class name;
 * object keys are redacted as text (RTK Query cache keys embed the query arguments); `undefined` fields
 * are left out, as JSON would.
 */
export function createRedactor(options: RedactionOptions = {}): Redactor {
  const seen = new WeakMap<object, unknown>();
  const keys = new Map<string, KeyRule>();
  const ruleOf = (key: string): KeyRule => {
    let known = keys.get(key);
    if (known === undefined) {
      if (keys.size >= KEY_MEMO_LIMIT) keys.clear();
      known = { safe: redactText(key, options), rule: isSecretKey(key) ? 1 : SECRET_STRING_KEYS.has(key) ? 2 : 0 };
      keys.set(key, known);
    }
    return known;
  };
  // `memo`: remember each object's result by identity (state, whose unchanged subtrees recur), or not (an action).
  const walkArray = (input: unknown[], memo: boolean, depth: number): unknown[] => {
    let copy: unknown[] | null = null;
    for (let i = 0; i < input.length; i += 1) {
      const item = input[i];
      const out = walk(item, memo, depth);
      if (copy === null && out !== item) copy = input.slice(0, i);
      copy?.push(out);
    }
    return copy ?? input;
  };
  const walkObject = (input: Record<string, unknown>, memo: boolean, depth: number): Record<string, unknown> => {
    let copy: Record<string, unknown> | null = null;
    const session = input[SESSION_KEY];
    const holdsSession = typeof session === 'object' && session !== null && !Array.isArray(session);
    for (const key in input) {
      if (!Object.prototype.hasOwnProperty.call(input, key)) continue;
      const item = input[key];
      let out: unknown;
      let safe = key;
      if (item !== undefined) {
        const rule = ruleOf(key);
        safe = rule.safe;
        if (rule.rule === 1 && item !== null) out = REDACTED;
        else if (rule.rule === 2 && typeof item === 'string') out = REDACTED;
        else if (holdsSession && SESSION_SIBLING_SECRETS.includes(key) && typeof item === 'string') out = REDACTED;
        else if (holdsSession && key === SESSION_KEY)
          out = redactSession(walk(item, memo, depth) as Record<string, unknown>);
        else out = walk(item, memo, depth);
      }
      if (copy === null) {
        if (item !== undefined && out === item && safe === key) continue;
        // The first change: copy the fields before it (all unchanged) and go on copying.
        copy = {};
        for (const earlier in input) {
          if (earlier === key) break;
          if (Object.prototype.hasOwnProperty.call(input, earlier)) copy[earlier] = input[earlier];
        }
      }
      if (item !== undefined) copy[safe] = out;
    }
    return copy ?? input;
  };
  const walk = (input: unknown, memo: boolean, depth: number): unknown => {
    if (typeof input === 'string') return redactText(input, options);
    if (input === null || typeof input !== 'object') return input;
    const known = memo ? seen.get(input) : undefined;
    if (known !== undefined) return known;
    const standIn = options.collapse?.(input);
    if (standIn !== undefined) return standIn;
    if (!isPlain(input)) return `[${(input.constructor as { name?: string } | undefined)?.name ?? 'object'}]`;
    if (depth >= MAX_DEPTH) return '[too deep]';
    const out = Array.isArray(input)
      ? walkArray(input, memo, depth + 1)
      : walkObject(input as Record<string, unknown>, memo, depth + 1);
    if (memo) seen.set(input, out);
    return out;
  };
  const redactor = <T>(value: T): T => walk(value, true, 0) as T;
  return Object.assign(redactor, { once: <T>(value: T): T => walk(value, false, 0) as T });
}

/** Deep-copies a value with every secret replaced by `[REDACTED]` and e-mails masked. */
export function redact<T>(value: T, options: RedactionOptions = {}): T {
  return createRedactor(options)(value);
}

/** Redux DevTools `actionSanitizer`. */
export function sanitizeAction<A>(action: A): A {
  return redact(action);
}

/** Redux DevTools `stateSanitizer`. */
export function sanitizeState<S>(state: S): S {
  return redact(state);
}
