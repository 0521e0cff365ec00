import { baseApi } from '@/api/baseApi';
import { postMutation } from '@/api/plainEndpoints';

/** Body of POST /profile/password. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Settings calls: change the password (the language is saved on the account by src/session). */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: postMutation<{ message: string }, PasswordChange>(build, '/profile/password'),
  }),
});

export const { useChangePasswordMutation } = settingsApi;
