/**
 * How realtime events fold into the signed-in user (used by the auth slice's extraReducers).
 * Pure functions of (user, payload): money is copied as the decimal string the server sent.
 */
import type { User } from '@/api/types';
import type { UserEventMap } from './events';

/** The user after a BalanceChanged or PaymentFulfilled: the new balance, if it is in the user's currency. */
export function withBalance(user: User, payload: Pick<UserEventMap['BalanceChanged'], 'balance' | 'currency_code'>): User {
  // A balance in another currency belongs to a wallet this user no longer shows; UserUpdated carries a currency change.
  if (payload.currency_code !== user.currency.code) return user;
  return user.balance === payload.balance ? user : { ...user, balance: payload.balance };
}

/** The user after a UserUpdated: the pushed user, if it is the same person. */
export function withUpdatedUser(user: User, payload: UserEventMap['UserUpdated']): User {
  return payload.user.uuid === user.uuid ? payload.user : user;
}
