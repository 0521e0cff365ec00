/**
 * How REST answers and realtime events fold into the signed-in user (used by the auth slice's extraReducers).
 * Pure functions of (state, action data): money is copied as the decimal string the server sent, and which of two
 * writes is newer follows the shared ordering rule (src/realtime/ordering.ts): the balance by its version when both
 * sides carry one, else by time; the other user fields by time.
 */
import type { User } from '@/api/types';
import type { UserEventMap } from '@/realtime/events';
import { freshnessAfter, isNewer, unwritten, type Freshness, type Write } from '@/realtime/ordering';

/** How fresh the two independently written parts of the user are. */
export interface UserFreshness {
  /** Every field but the balance (GET /auth/user, UserUpdated). */
  user: Freshness;
  /** The balance (also BalanceChanged and PaymentFulfilled); its version is `balance_version`. */
  balance: Freshness;
}

/** Freshness of a user that just signed in: its balance version as answered, nothing newer seen yet. */
export function signedInFreshness(user: User): UserFreshness {
  return { user: unwritten, balance: { version: user.balance_version ?? null, asOf: null } };
}

/**
 * The balance to show after a BalanceChanged or PaymentFulfilled, or null to keep the current one: a balance in
 * another currency belongs to a wallet this user no longer shows (UserUpdated carries a currency change).
 * Returns a field rather than a new user so the reducer touches one property (cheap in a burst).
 */
export function nextBalance(
  user: Pick<User, 'balance' | 'currency'>,
  payload: Pick<UserEventMap['BalanceChanged'], 'balance' | 'currency_code'>,
): string | null {
  if (payload.currency_code !== user.currency.code || payload.balance === user.balance) return null;
  return payload.balance;
}

/** The user after a UserUpdated: the pushed user, if it is the same person. */
export function withUpdatedUser(user: User, payload: UserEventMap['UserUpdated']): User {
  return payload.user.uuid === user.uuid ? payload.user : user;
}

/**
 * A balance write (BalanceChanged, PaymentFulfilled) folded into the user without mutating anything: the same
 * user and freshness objects come back when the write changes nothing (another currency, or older than what is
 * shown), so selectors and React see no change.
 */
export function foldBalance(
  user: User,
  fresh: UserFreshness,
  payload: Pick<UserEventMap['BalanceChanged'], 'balance' | 'currency_code'>,
  write: Write,
): { user: User; fresh: UserFreshness } {
  if (payload.currency_code !== user.currency.code || !isNewer(fresh.balance, write)) return { user, fresh };
  const balance = nextBalance(user, payload) ?? user.balance;
  const version = user.balance_version ?? null;
  const written =
    balance === user.balance && version === write.version
      ? user
      : withBalanceVersion({ ...user, balance }, write.version);
  return { user: written, fresh: { user: fresh.user, balance: freshnessAfter(fresh.balance, write) } };
}

/**
 * A whole user written by a REST answer or UserUpdated (`write` carries its time; its balance version comes from
 * `incoming.balance_version`): the fields and the balance are each kept or taken by the ordering rule. Returns the
 * user to store and the new freshness.
 */
export function foldUser(
  current: User,
  fresh: UserFreshness,
  incoming: User,
  write: Omit<Write, 'version'>,
): { user: User; fresh: UserFreshness } {
  if (incoming.uuid !== current.uuid) return { user: current, fresh };
  const fieldsWrite: Write = { ...write, version: null };
  const balanceWrite: Write = { ...write, version: incoming.balance_version ?? null };
  const takeFields = isNewer(fresh.user, fieldsWrite);
  const base = takeFields ? incoming : current;
  // A balance is only comparable within one currency: when the currency changes, the balance goes with it.
  const currencyChanged = base.currency.code !== current.currency.code;
  const takeBalance =
    currencyChanged || (isNewer(fresh.balance, balanceWrite) && incoming.currency.code === base.currency.code);
  if (!takeFields && !takeBalance) return { user: current, fresh };
  const source = takeBalance ? incoming : current;
  return {
    user: withBalanceVersion({ ...base, balance: source.balance }, source.balance_version ?? null),
    fresh: {
      user: takeFields ? freshnessAfter(fresh.user, fieldsWrite) : fresh.user,
      balance: takeBalance ? freshnessAfter(currencyChanged ? unwritten : fresh.balance, balanceWrite) : fresh.balance,
    },
  };
}

/** `user` (a fresh copy, written in place) carrying `version` as its balance version, or none. */
function withBalanceVersion(user: User, version: number | null): User {
  if (version === null) delete user.balance_version;
  else user.balance_version = version;
  return user;
}
