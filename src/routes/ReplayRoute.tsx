import { use, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import '@/app/allEndpoints';
import { foldingReducer } from '@/app/lazySlices';
import { toApiError } from '@/api/errors';
import LoginAsButton from '@/features/impersonation/LoginAsButton';
import ReplayScreen, { type OpenedReport } from '@/features/replay/ReplayScreen';
import { useGetSupportReportQuery } from '@/features/support/supportApi';
import { formatDate } from '@/ui/format';
import { FrameRoutesContext } from './frameRoutes';

/** `?report=<id>`: the inbox report to open, or null. */
function reportIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/** A report of the support inbox, fetched and handed to the replay as a file would be (no download, no upload). */
function useOpenedReport(id: number | null): OpenedReport | null {
  const query = useGetSupportReportQuery(id ?? 0, { skip: id === null });
  return useMemo((): OpenedReport | null => {
    if (id === null) return null;
    const name = `#${id}`;
    if (query.error)
      return { key: name, name, status: 'failed', error: toApiError(query.error)?.message ?? String(query.error) };
    const report = query.data?.bug_report;
    if (!report || report.id !== id) return { key: name, name, status: 'loading' };
    return {
      key: name,
      name,
      status: 'ready',
      file: report.report,
      details: {
        description: report.description,
        reporter: report.reporter?.email ?? null,
        resolved: report.resolved_at ? `${report.resolved_by?.email ?? '—'}, ${formatDate(report.resolved_at)}` : null,
        reporterAction: report.reporter ? <LoginAsButton uuid={report.reporter.uuid} /> : null,
      },
    };
  }, [id, query.data, query.error]);
}

/**
 * /replay: the replay screen given what it replays with: the app's root reducer (every endpoint and lazy slice,
 * so requests of screens never opened in this page still fold), the app's routes for its frame, and the report
 * of the support inbox named by `?report=` (with «log in as» its sender).
 */
/** The app's root reducer with the slices lazy chunks add (each from the step its chunk added it). */
const replayedReducer = foldingReducer();

export default function ReplayRoute() {
  const routes = use(FrameRoutesContext);
  const [params] = useSearchParams();
  const opened = useOpenedReport(reportIdOf(params.get('report')));
  return <ReplayScreen reducer={replayedReducer} frameRoutes={routes} opened={opened} />;
}
