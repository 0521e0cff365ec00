import { baseApi, languageTags } from '@/api/baseApi';
import type { ApiServices } from '@/api/services';
import type { User } from '@/api/types';
import type { Locale } from '@/i18n/messages';
import { signedOut } from './sessionActions';

/**
 * The session's own endpoints: the current user (folded by the auth slice, kept live by the session saga),
 * sign-out (ends the session whatever the server answers) and saving the interface language on the account.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    saveLocale: build.mutation<{ user: User }, Locale>({
      // keepalive: a reload right after the switch does not cancel the save on its way out.
      query: (locale) => ({ url: '/profile', method: 'PATCH', body: { locale }, keepalive: true }),
      // The API answers a signed-in player in the saved language: once it is saved, re-fetch what was written in the old one.
      invalidatesTags: [...languageTags],
    }),
  }),
});

export const { useGetCurrentUserQuery, useSignOutMutation, useSaveLocaleMutation } = sessionApi;
