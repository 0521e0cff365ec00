import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';
import type { Locale } from '@/i18n/messages';

/** Body of POST /profile/password. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Settings calls: change the password, and remember the interface language on the account. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ message: string }, PasswordChange>({
      query: (body) => ({ url: '/profile/password', method: 'POST', body }),
    }),
    saveLocale: build.mutation<{ user: User }, Locale>({
      query: (locale) => ({ url: '/profile', method: 'PATCH', body: { locale } }),
    }),
  }),
});

export const { useChangePasswordMutation, useSaveLocaleMutation } = settingsApi;
