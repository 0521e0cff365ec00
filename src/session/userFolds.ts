/**
 * How realtime events fold into the signed-in user (used by the auth slice's extraReducers).
 * Pure functions of (user, payload): money is copied as the decimal string the server sent.
 */
import type { User } from '@/api/types';
import type { UserEventMap } from '@/realtime/events';

/**
 * The balance to show after a BalanceChanged or PaymentFulfilled, or null to keep the current one: a balance in
 * another currency belongs to a wallet this user no longer shows (UserUpdated carries a currency change).
 * Returns a field rather than a new user so the reducer touches one property (cheap in a burst).
 */
export function nextBalance(user: Pick<User, 'balance' | 'currency'>, payload: Pick<UserEventMap['BalanceChanged'], 'balance' | 'currency_code'>): string | null {
  if (payload.currency_code !== user.currency.code || payload.balance === user.balance) return null;
  return payload.balance;
}

/** The user after a UserUpdated: the pushed user, if it is the same person. */
export function withUpdatedUser(user: User, payload: UserEventMap['UserUpdated']): User {
  return payload.user.uuid === user.uuid ? payload.user : user;
}
