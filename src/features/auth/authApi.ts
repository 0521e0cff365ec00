import { baseApi } from '@/api/baseApi';
import { postMutation } from '@/api/plainEndpoints';
import type { ThrottledAnswer, TwoFactorChallenge, User } from '@/api/types';
import { sessionQueryFn, signInWhenFulfilled, type WithoutToken } from '@/session/sessionActions';
import { signInStepQueryFn } from '@/session/signInStep';

/** POST /auth/sign-in body. */
export interface SignInRequest {
  email: string;
  password: string;
}

/** POST /auth/sign-up body. */
export interface SignUpRequest {
  email: string;
  password: string;
  password_confirmation: string;
  /** consent to the terms and conditions (the server refuses false) */
  terms: boolean;
  /** the player confirms being 18 or older (the server refuses false) */
  adult: boolean;
  /** currency code from GET /currencies */
  currency: string;
  referral_code?: string;
  /** the browser's device id: one device claims an invitation once (docs/referrals.md) */
  device_id?: string;
}

/** POST /auth/reset-password body (token and email come from the e-mailed link). */
export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** A session answer once the token went into the cookie. */
export type SessionAnswer = WithoutToken<{ token: string; user: User; message?: string; redirect?: string }>;

/**
 * The sign-in, sign-up and password endpoints of docs/contract.md, REST rules (the forms of this feature). Session answers store
 * their token in the cookie and never expose it; the current user and sign-out live in src/session.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // With two-factor sign-in on, the answer is a challenge for the code step (src/session/TwoFactorStep.tsx).
    signIn: build.mutation<SessionAnswer | TwoFactorChallenge, SignInRequest>({
      queryFn: signInStepQueryFn((body: SignInRequest) => ({ url: '/auth/sign-in', method: 'POST', body })),
      onQueryStarted: signInWhenFulfilled,
    }),
    signUp: build.mutation<SessionAnswer, SignUpRequest>({
      queryFn: sessionQueryFn((body: SignUpRequest) => ({ url: '/auth/sign-up', method: 'POST', body })),
      onQueryStarted: signInWhenFulfilled,
    }),
    resetPassword: build.mutation<SessionAnswer, ResetPasswordRequest>({
      queryFn: sessionQueryFn((body: ResetPasswordRequest) => ({ url: '/auth/reset-password', method: 'POST', body })),
      onQueryStarted: signInWhenFulfilled,
    }),
    restorePassword: postMutation<ThrottledAnswer, { email: string }>(build, '/auth/restore-password'),
  }),
});

export const { useSignInMutation, useSignUpMutation, useResetPasswordMutation, useRestorePasswordMutation } = authApi;
