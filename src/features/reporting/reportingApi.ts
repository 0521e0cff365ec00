import { baseApi } from '@/api/baseApi';
import type { ReportFile } from '@/diagnostics/logFormat';

/** POST /bug-reports body. */
export interface BugReportRequest {
  description: string;
  report: ReportFile;
}

/** A stored report as admins list it. */
export interface StoredBugReport {
  id: number;
  description: string;
  report: unknown;
  created_at: string;
}

/** Bug report endpoints: send (anyone, guests too) and list (admins). */
export const reportingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendBugReport: build.mutation<{ id: number }, BugReportRequest>({
      query: (body) => ({ url: '/bug-reports', method: 'POST', body }),
      invalidatesTags: ['BugReports'],
    }),
    listBugReports: build.query<StoredBugReport[], void>({
      query: () => '/bug-reports',
      providesTags: ['BugReports'],
    }),
  }),
});

export const { useSendBugReportMutation, useListBugReportsQuery } = reportingApi;
