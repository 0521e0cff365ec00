import { baseApi } from '@/api/baseApi';
import { postMutation } from '@/api/plainEndpoints';
import type { PasswordChange } from '@/api/types';

/** Settings calls: change the password (the language is saved on the account by src/session). */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: postMutation<{ message: string }, PasswordChange>(build, '/profile/password'),
  }),
});

export const { useChangePasswordMutation } = settingsApi;
