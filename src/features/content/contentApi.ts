import { baseApi } from '@/api/baseApi';
import { getQuery } from '@/api/plainEndpoints';
import type { FaqEntry, LegalPage } from '@/api/types';

/** Slugs of the legal pages the server serves at GET /pages/{slug}. */
export type LegalPageSlug =
  'cookie-policy' | 'privacy-policy' | 'terms-and-conditions' | 'responsible-gaming' | 'license-agreement';

/** FAQ entries and the legal pages. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listFaq: getQuery<FaqEntry[]>(build, '/faq', 'Faq'),
    getLegalPage: build.query<LegalPage, LegalPageSlug>({
      query: (slug) => `/pages/${slug}`,
      transformResponse: (response: { page: LegalPage }) => response.page,
      providesTags: (_result, _error, slug) => [{ type: 'Pages', id: slug }],
    }),
  }),
});

export const { useListFaqQuery, useGetLegalPageQuery } = contentApi;
