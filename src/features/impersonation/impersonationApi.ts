import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';

/** GET /auth/user once more after impersonation stops: the answer is the admin again. */
export const impersonationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActingUser: build.query<{ user: User }, void>({
      query: () => '/auth/user',
      keepUnusedDataFor: 0,
    }),
  }),
});
