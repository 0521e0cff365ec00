import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { EmptyState } from '@/ui/components/EmptyState';
import { ErrorState } from '@/ui/components/ErrorState';
import { Section } from '@/ui/components/Section';
import { formatDate, formatMoney } from '@/ui/format';
import { walletMessages } from './messages';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useListPaymentsQuery } from './walletApi';

const methodKey = { card: 'methodCard', sbp: 'methodSbp', crypto: 'methodCrypto' } as const;
const isKnownMethod = (method: string): method is keyof typeof methodKey => method in methodKey;

/** The player's deposits, newest first, a page at a time (declined and abandoned ones included). */
export function PaymentHistory() {
  const t = useMessages(walletMessages);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListPaymentsQuery({ page });
  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={160} />;
  else if (error) body = <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />;
  else if (!data || data.data.length === 0) body = <EmptyState message={t('historyEmpty')} />;
  else {
    body = (
      <>
        <TableContainer component={Paper} variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <Table size="small" aria-label={t('historyTitle')} data-testid="payment-history">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('date')}</TableCell>
                <TableCell scope="col" align="right">{t('amount')}</TableCell>
                <TableCell scope="col">{t('method')}</TableCell>
                <TableCell scope="col">{t('status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((payment) => (
                <TableRow key={payment.id} data-testid="payment-row" data-payment-id={payment.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.created_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.amount, payment.currency_code)}</TableCell>
                  <TableCell>{isKnownMethod(payment.method) ? t(methodKey[payment.method]) : payment.method}</TableCell>
                  <TableCell><PaymentStatusChip status={payment.status} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data.meta.last_page > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination count={data.meta.last_page} page={data.meta.current_page} onChange={(_e, next) => setPage(next)} size="small" aria-label={t('pages')} />
          </Box>
        ) : null}
      </>
    );
  }
  return <Section title={t('historyTitle')}>{body}</Section>;
}
