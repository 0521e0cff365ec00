import { baseApi } from '@/api/baseApi';
import { sessionQueryFn, signedOut, signInWhenFulfilled, type WithoutToken } from '@/api/session';
import type { ApiServices } from '@/api/services';
import type { Currency, User } from '@/api/types';

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
  /** currency code from GET /currencies */
  currency: string;
  referral_code?: string;
}

/** POST /auth/reset-password body (token and email come from the e-mailed link). */
export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** The signed e-mail verification link's query. */
export interface VerifyEmailRequest {
  expires: string;
  hash: string;
  uuid: string;
}

/** Answers that throttle the next attempt (restore, resend verification). */
export interface ThrottledAnswer {
  availableIn: number;
  message: string;
}

/** A session answer once the token went into the cookie. */
export type SessionAnswer = WithoutToken<{ token: string; user: User; message?: string; redirect?: string }>;

/** The auth endpoints of contract §3. Session answers store their token in the cookie and never expose it. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionAnswer, SignInRequest>({
      queryFn: sessionQueryFn((body: SignInRequest) => ({ url: '/auth/sign-in', method: 'POST', body })),
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
    restorePassword: build.mutation<ThrottledAnswer, { email: string }>({
      query: (body) => ({ url: '/auth/restore-password', method: 'POST', body }),
    }),
    signOut: build.mutation<null, void>({
      // The server revokes the token; locally the session ends whatever it answers.
      async queryFn(_arg, api, _extra, baseQuery) {
        const services = api.extra as ApiServices;
        if (services.tokens.getToken()) await baseQuery({ url: '/auth/sign-out', method: 'POST' });
        services.tokens.clearToken();
        services.tokens.clearLoginAs();
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOut());
      },
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/auth/user',
      transformResponse: (answer: { user: User }) => answer.user,
      providesTags: ['User'],
    }),
    resendVerification: build.mutation<ThrottledAnswer, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
    verifyEmail: build.mutation<{ user: User; message: string }, VerifyEmailRequest>({
      query: ({ expires, hash, uuid }) => ({ url: '/auth/verify-email', params: { expires, hash, uuid } }),
      invalidatesTags: ['User'],
    }),
    getSignUpCurrencies: build.query<Currency[], void>({
      query: () => '/currencies',
      providesTags: ['Currencies'],
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useResetPasswordMutation,
  useRestorePasswordMutation,
  useSignOutMutation,
  useGetCurrentUserQuery,
  useResendVerificationMutation,
  useVerifyEmailMutation,
  useGetSignUpCurrenciesQuery,
} = authApi;
