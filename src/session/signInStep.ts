import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { TwoFactorChallenge, User } from '@/api/types';
import { storeSession, type QueryFn, type WithoutToken } from './sessionActions';

const isChallenge = (data: unknown): data is TwoFactorChallenge =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<TwoFactorChallenge>).two_factor === true &&
  typeof (data as Partial<TwoFactorChallenge>).challenge_token === 'string';

/**
 * `sessionQueryFn` for a sign-in's first step, which answers a two-factor challenge instead of a session when the
 * account has two-factor sign-in on (docs/account-security.md): the challenge is answered as it is (its token is
 * redacted from action logs like every `*_token`), and nobody is signed in yet. Apart from `sessionActions.ts` so
 * that it loads with the sign-in form, not with the first page.
 */
export function signInStepQueryFn<Arg, Result extends { user: User }>(
  request: (arg: Arg) => FetchArgs,
): QueryFn<Arg, WithoutToken<Result> | TwoFactorChallenge> {
  return async (arg, api, _extraOptions, baseQuery) => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error };
    if (isChallenge(result.data)) return { data: result.data };
    return storeSession<Result>(result.data, api);
  };
}
