import { useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '@/ui/primitives/Button';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import { useMessages } from '@/i18n/useMessages';
import { accountScreen } from '@/session/AccountPage';
import { PagedHistoryTable } from '@/ui/components/PagedHistoryTable';
import { usePagedList } from '@/ui/components/usePagedList';
import { downloadTextFile } from '@/ui/download/downloadTextFile';
import { HistoryFilterBar, NO_FILTERS, type HistoryFilterState } from './HistoryFilterBar';
import { useLazyDownloadHistoryCsvQuery, useListHistoryQuery, type HistoryFilters } from './historyApi';
import { historyColumns } from './historyColumns';
import { kindsOf } from './kindGroups';
import { historyMessages } from './messages';

/** «Download CSV»: the server's export of the current filters, saved under the server's file name. */
function DownloadCsvButton({ filters }: { filters: HistoryFilters }) {
  const t = useMessages(historyMessages);
  const [download, { isFetching, isError }] = useLazyDownloadHistoryCsvQuery();
  const save = async () => {
    const csv = await download(filters)
      .unwrap()
      .catch(() => null);
    if (csv) downloadTextFile(csv.fileName, csv.text, 'text/csv;charset=utf-8');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void save()}
        disabled={isFetching}
        data-testid="history-download"
      >
        {isFetching ? t('downloading') : t('download')}
      </Button>
      {isError ? (
        <Typography role="alert" color="error" variant="body2">
          {t('downloadFailed')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The filtered, paged table (mounted only for a signed-in user, so a guest sends no request). */
function HistoryTable() {
  const t = useMessages(historyMessages);
  const [filterState, setFilterState] = useState<HistoryFilterState>(NO_FILTERS);
  const filters: HistoryFilters = { kinds: kindsOf(filterState.groups), from: filterState.from, to: filterState.to };
  const history = usePagedList(useListHistoryQuery, filters);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = historyColumns(t, compact);
  return (
    <>
      <HistoryFilterBar value={filterState} onChange={setFilterState} />
      <Box sx={{ mb: 2 }}>
        <DownloadCsvButton filters={filters} />
      </Box>
      <PagedHistoryTable
        texts={{ title: t('tableTitle'), empty: t('empty'), pages: t('pages') }}
        list={history}
        columns={columns}
        testId="account-history"
        rowAttributes={(row) => ({ 'data-testid': 'history-row', 'data-kind': row.kind })}
      />
    </>
  );
}

/** /history and /v1/history: every movement of the player's balance, filtered, paged, with a CSV export. */
export default accountScreen(historyMessages, HistoryTable);
