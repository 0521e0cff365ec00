import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';

/** PATCH /profile: the editable part of the account (display name). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfileName: build.mutation<{ user: User }, string>({
      query: (name) => ({ url: '/profile', method: 'PATCH', body: { name } }),
    }),
  }),
});

export const { useUpdateProfileNameMutation } = profileApi;
