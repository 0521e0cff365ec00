import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { RouterLink } from '@/ui/navigation/RouterLink';
import type { BugReportSummary } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { reportFileName } from '@/diagnostics/logFormat';
import { useMessages } from '@/i18n/useMessages';
import { PagedHistoryTable, type HistoryColumn } from '@/ui/components/PagedHistoryTable';
import { usePagedList } from '@/ui/components/usePagedList';
import { SearchField, useSearchInput } from '@/ui/components/SearchField';
import { downloadTextFile } from '@/ui/download/downloadTextFile';
import { formatDate } from '@/ui/format';
import { errorMessage, showToast } from '@/ui/toast';
import { DeskPage } from './DeskPage';
import { supportMessages } from './messages';
import { supportApi, useListSupportReportsQuery, useResolveSupportReportMutation } from './supportApi';
import { Button } from '@/ui/primitives/Button';

/** The replay screen's address for one report of the inbox (it loads and verifies it from there). */
export const replayPathOf = (id: number): string => `/replay?report=${id}`;

/** The other support tools, linked from the inbox's header. */
const SUPPORT_TOOLS = [
  { to: '/support/players', Icon: PersonSearchIcon, label: 'findPlayer', testId: 'support-find-player' },
  { to: '/support/client-errors', Icon: ReportProblemIcon, label: 'clientErrors', testId: 'support-client-errors' },
  { to: '/support/verifications', Icon: VerifiedUserIcon, label: 'verifications', testId: 'support-verifications' },
] as const;

/** Download as Redux DevTools imports it: the stored file, tab-indented like the app's own export. */
function useDownloadReport(): (id: number) => Promise<void> {
  const dispatch = useAppDispatch();
  const t = useMessages(supportMessages);
  return async (id) => {
    try {
      const { bug_report: report } = await dispatch(
        supportApi.endpoints.getSupportReport.initiate(id, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      const meta = report.report.report as { createdAt?: unknown } | undefined;
      const name = typeof meta?.createdAt === 'string' ? reportFileName(meta.createdAt) : `bug-report-${id}.json`;
      downloadTextFile(name, JSON.stringify(report.report, null, '\t'));
    } catch (error) {
      showToast(t('downloadFailed', { message: errorMessage(error) }), 'error');
    }
  };
}

/** What acts on a report's sender (given by src/routes: «log in as» them). */
export type ReporterAction = ComponentType<{ uuid: string }>;

/** The actions of one row: open in the replay, download for DevTools, act as the reporter, resolve (or who resolved it). */
function RowActions({ row, ReporterAction }: { row: BugReportSummary; ReporterAction?: ReporterAction }) {
  const t = useMessages(supportMessages);
  const download = useDownloadReport();
  const [resolve, { isLoading: resolving }] = useResolveSupportReportMutation();
  const onResolve = async () => {
    try {
      await resolve(row.id).unwrap();
    } catch (error) {
      showToast(t('resolveFailed', { message: errorMessage(error) }), 'error');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={replayPathOf(row.id)}
        startIcon={<PlayArrowIcon />}
        data-testid="support-open"
      >
        {t('open')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void download(row.id)}
        startIcon={<DownloadIcon />}
        data-testid="support-download"
      >
        {t('download')}
      </Button>
      {ReporterAction && row.reporter ? <ReporterAction uuid={row.reporter.uuid} /> : null}
      {row.resolved_at ? (
        <Typography
          variant="caption"
          color="success.main"
          data-testid="support-resolved"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <CheckCircleOutlineIcon fontSize="inherit" />
          {t('resolvedBy', { who: row.resolved_by?.email ?? '—', when: formatDate(row.resolved_at) })}
        </Typography>
      ) : (
        <Button
          size="small"
          color="success"
          onClick={() => void onResolve()}
          disabled={resolving}
          startIcon={<CheckCircleOutlineIcon />}
          data-testid="support-resolve"
        >
          {t('resolve')}
        </Button>
      )}
    </Stack>
  );
}

/** /support/reports: the bug report inbox for administrators (the route shows the 404 page to anyone else). */
export default function SupportReportsScreen({ ReporterAction }: { ReporterAction?: ReporterAction }) {
  const t = useMessages(supportMessages);
  const { input, setInput, query } = useSearchInput();
  // A new search starts from the first page.
  const list = usePagedList(useListSupportReportsQuery, { q: query });

  const columns: HistoryColumn<BugReportSummary>[] = [
    { header: t('time'), noWrap: true, cell: (row) => formatDate(row.created_at) },
    { header: t('reporter'), noWrap: true, cell: (row) => row.reporter?.email ?? t('guest') },
    {
      header: t('route'),
      noWrap: true,
      cell: (row) => (
        <Box
          component="code"
          title={row.route ?? undefined}
          sx={{ display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {row.route ?? '—'}
        </Box>
      ),
    },
    { header: t('appVersion'), noWrap: true, cell: (row) => row.app_version ?? '—' },
    {
      header: t('description'),
      cell: (row) => (
        <Tooltip title={row.description.length > 160 ? row.description : ''}>
          <Typography
            variant="body2"
            data-testid="support-description"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              minWidth: 200,
            }}
          >
            {row.description}
          </Typography>
        </Tooltip>
      ),
    },
    {
      header: t('errors'),
      align: 'right',
      cell: (row) => (
        <Typography variant="body2" color={row.error_count > 0 ? 'error.main' : 'text.secondary'}>
          {row.error_count}
        </Typography>
      ),
    },
    {
      header: t('actions'),
      quietHeader: true,
      cell: (row) => <RowActions row={row} ReporterAction={ReporterAction} />,
    },
  ];

  return (
    <DeskPage
      messages={supportMessages}
      testId="support-reports"
      tools={
        <>
          <SearchField
            size="small"
            label={t('search')}
            value={input}
            onChange={setInput}
            testId="support-search"
            sx={{ minWidth: 280 }}
          />
          {SUPPORT_TOOLS.map(({ to, Icon, label, testId }) => (
            <Button
              key={to}
              component={RouterLink}
              to={to}
              variant="outlined"
              startIcon={<Icon />}
              data-testid={testId}
            >
              {t(label)}
            </Button>
          ))}
        </>
      }
    >
      <PagedHistoryTable
        texts={{
          title: t('tableTitle'),
          empty: query ? t('emptySearch', { q: query }) : t('empty'),
          pages: t('pages'),
        }}
        list={list}
        columns={columns}
        testId="support-reports-table"
        rowAttributes={(row) => ({
          'data-testid': 'support-report-row',
          'data-report-id': row.id,
          'data-resolved': row.resolved_at ? 'true' : 'false',
        })}
      />
    </DeskPage>
  );
}
