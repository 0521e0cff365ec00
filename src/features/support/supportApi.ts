import { baseApi } from '@/api/baseApi';
import type { BugReportDetail, BugReportSummary, ClientError, KycKind, KycReview, Paginated } from '@/api/types';

/** Which page of the inbox, and the description search. */
export interface SupportReportsArgs {
  page: number;
  q: string;
}

/** Which page of the browser reports, and which kind (all when absent). */
export interface ClientErrorsArgs {
  page: number;
  kind?: ClientError['kind'];
}

/** The support inbox (admins): bug reports paged and searched, one opened with its action log, resolved. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSupportReports: build.query<Paginated<BugReportSummary>, SupportReportsArgs>({
      query: ({ page, q }) => ({ url: '/admin/bug-reports', params: { page, per_page: 20, ...(q ? { q } : {}) } }),
      providesTags: ['BugReports'],
    }),
    // A report carries its whole action log (up to 1 MiB): not kept once nobody shows it.
    getSupportReport: build.query<{ bug_report: BugReportDetail }, number>({
      query: (id) => `/admin/bug-reports/${id}`,
      keepUnusedDataFor: 0,
    }),
    resolveSupportReport: build.mutation<{ bug_report: BugReportSummary }, number>({
      query: (id) => ({ url: `/admin/bug-reports/${id}/resolve`, method: 'POST' }),
      invalidatesTags: ['BugReports'],
    }),
    // What players' browsers reported (ERROR_REPORT_URL): refetched on each visit, new reports arrive all the time.
    listClientErrors: build.query<Paginated<ClientError>, ClientErrorsArgs>({
      query: ({ page, kind }) => ({
        url: '/admin/client-errors',
        params: { page, per_page: 20, ...(kind ? { kind } : {}) },
      }),
      keepUnusedDataFor: 0,
    }),
    // Verification reviews (docs/kyc.md): refetched on each visit, and on the desk's KycReviewChanged push (tag `Kyc`).
    listPendingKyc: build.query<{ data: KycReview[] }, void>({
      query: () => '/admin/kyc',
      providesTags: ['Kyc'],
      keepUnusedDataFor: 0,
    }),
    decideKyc: build.mutation<
      KycReview,
      { userId: number; kind: KycKind; decision: 'approve' | 'reject'; reason?: string }
    >({
      query: ({ userId, kind, decision, reason }) => ({
        url: `/admin/kyc/${userId}/${kind}/${decision}`,
        method: 'POST',
        ...(decision === 'reject' ? { body: { reason } } : {}),
      }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const {
  useListSupportReportsQuery,
  useGetSupportReportQuery,
  useResolveSupportReportMutation,
  useListClientErrorsQuery,
  useListPendingKycQuery,
  useDecideKycMutation,
} = supportApi;
