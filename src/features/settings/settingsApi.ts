import { baseApi } from '@/api/baseApi';

/** Body of POST /profile/password. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Settings calls: change the password (the language is saved on the account by src/session). */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ message: string }, PasswordChange>({
      query: (body) => ({ url: '/profile/password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = settingsApi;
