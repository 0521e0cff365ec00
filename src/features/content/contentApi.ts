import { baseApi } from '@/api/baseApi';
import type { FaqEntry, LegalPage } from '@/api/types';

/** Slugs of the legal pages the server serves at GET /pages/{slug}. */
export type LegalPageSlug =
  'cookie-policy' | 'privacy-policy' | 'terms-and-conditions' | 'responsible-gaming' | 'license-agreement';

/** FAQ entries and the legal pages. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listFaq: build.query<FaqEntry[], void>({
      query: () => '/faq',
      providesTags: ['Faq'],
    }),
    getLegalPage: build.query<LegalPage, LegalPageSlug>({
      query: (slug) => `/pages/${slug}`,
      transformResponse: (response: { page: LegalPage }) => response.page,
      providesTags: (_result, _error, slug) => [{ type: 'Pages', id: slug }],
    }),
  }),
});

export const { useListFaqQuery, useGetLegalPageQuery } = contentApi;
