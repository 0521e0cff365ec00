import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';
import { sessionQueryFn, signInWhenFulfilled, type WithoutToken } from './sessionActions';

/** POST /auth/two-factor/challenge body: the first step's challenge and a code (authenticator or recovery). */
export interface TwoFactorAnswer {
  challenge_token: string;
  one_time_code: string;
}

/**
 * The code step of a sign-in whose account has two-factor sign-in on (docs/account-security.md). Shared, not in a
 * feature, because both the e-mail sign-in and the Telegram sign-in end in it.
 */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    answerTwoFactorChallenge: build.mutation<WithoutToken<{ token: string; user: User }>, TwoFactorAnswer>({
      queryFn: sessionQueryFn((body: TwoFactorAnswer) => ({
        url: '/auth/two-factor/challenge',
        method: 'POST',
        body,
      })),
      onQueryStarted: signInWhenFulfilled,
    }),
  }),
});

export const { useAnswerTwoFactorChallengeMutation } = twoFactorApi;
