import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import type { ClientError } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { PagedHistoryTable, type HistoryColumn } from '@/ui/components/PagedHistoryTable';
import { usePagedList } from '@/ui/components/usePagedList';
import { formatDate } from '@/ui/format';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { Button } from '@/ui/primitives/Button';
import { DeskPage } from './DeskPage';
import { clientErrorsMessages } from './messages';
import { useListClientErrorsQuery } from './supportApi';

const KINDS: readonly ClientError['kind'][] = ['error', 'rejection', 'vital'];

/** A vital's value as web-vitals gives it: milliseconds for LCP and INP, a unitless score for CLS. */
function vitalValue(row: ClientError): string {
  if (row.value === undefined) return '—';
  return row.message === 'CLS' ? row.value.toFixed(3) : `${Math.round(row.value)} ms`;
}

/** Text cut to a few lines in the table, whole in its tooltip (a stack, a long message). */
function Clamped({ text, full, lines, testId }: { text: string; full?: string; lines: number; testId?: string }) {
  return (
    <Tooltip title={full ?? (text.length > 120 ? text : '')}>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: lines,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          minWidth: 200,
        }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}

/**
 * /support/client-errors: what players' browsers sent to /client-errors (uncaught errors, rejected promises, Web
 * Vitals), newest first, for administrators; a kind filter and pages. Reports carry no state and no secrets
 * (docs/serving.md, "Error and Web Vitals reports").
 */
export default function ClientErrorsScreen() {
  const t = useMessages(clientErrorsMessages);
  const [kind, setKind] = useState<ClientError['kind'] | ''>('');
  const list = usePagedList(useListClientErrorsQuery, kind ? { kind } : {});

  const columns: HistoryColumn<ClientError>[] = [
    { header: t('time'), noWrap: true, cell: (row) => formatDate(row.created_at) },
    { header: t('kind'), noWrap: true, cell: (row) => t(row.kind) },
    {
      header: t('message'),
      cell: (row) => <Clamped text={row.message} full={row.stack} lines={3} testId="client-error-message" />,
    },
    { header: t('value'), align: 'right', noWrap: true, cell: vitalValue },
    {
      header: t('route'),
      noWrap: true,
      cell: (row) => (
        <Box
          component="code"
          title={row.route}
          sx={{ display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {row.route}
        </Box>
      ),
    },
    { header: t('appVersion'), noWrap: true, cell: (row) => row.app_version },
    {
      header: t('actions'),
      cell: (row) => (row.actions.length > 0 ? <Clamped text={row.actions.join(' → ')} lines={2} /> : '—'),
    },
    {
      header: t('browser'),
      cell: (row) => (row.user_agent ? <Clamped text={row.user_agent} lines={2} /> : '—'),
    },
  ];

  return (
    <DeskPage
      messages={clientErrorsMessages}
      testId="client-errors"
      tools={
        <>
          <TextField
            select
            size="small"
            label={t('kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as ClientError['kind'] | '')}
            // A native select shows its first option at once: the label sits above it, not over it.
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'client-errors-kind' },
            }}
            sx={{ width: 180 }}
          >
            <option value="">{t('all')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(k)}
              </option>
            ))}
          </TextField>
          <Button component={RouterLink} to="/support/reports" variant="outlined" startIcon={<InboxIcon />}>
            {t('reports')}
          </Button>
        </>
      }
    >
      <PagedHistoryTable
        texts={{ title: t('tableTitle'), empty: t('empty'), pages: t('pages') }}
        list={list}
        columns={columns}
        testId="client-errors-table"
        rowAttributes={(row) => ({ 'data-testid': 'client-error-row', 'data-kind': row.kind })}
      />
    </DeskPage>
  );
}
