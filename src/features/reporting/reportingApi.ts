import { baseApi } from '@/api/baseApi';
import { getQuery, postMutation } from '@/api/plainEndpoints';
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
    sendBugReport: postMutation<{ id: number }, BugReportRequest>(build, '/bug-reports', ['BugReports']),
    listBugReports: getQuery<StoredBugReport[]>(build, '/bug-reports', 'BugReports'),
  }),
});

export const { useSendBugReportMutation, useListBugReportsQuery } = reportingApi;
