import { useState } from 'react';
import Button from '@mui/material/Button';
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
import { payoutsMessages } from './messages';
import { useCancelWithdrawalMutation, useListWithdrawalsQuery } from './payoutsApi';
import { showErrorToast, showToast } from '@/ui/toast';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';

const methodKey = { card: 'methodCard', bank: 'methodBank', crypto: 'methodCrypto' } as const;
const isKnownMethod = (method: string): method is keyof typeof methodKey => method in methodKey;

/** The signed-in player's withdrawal requests, newest first, a page at a time. */
export function WithdrawalHistory() {
  const t = useMessages(payoutsMessages);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListWithdrawalsQuery({ page });
  const [cancelWithdrawal, cancelling] = useCancelWithdrawalMutation();
  const cancel = async (id: number) => {
    try {
      const answer = await cancelWithdrawal(id).unwrap();
      showToast(t('cancelled', { amount: formatMoney(answer.withdrawal.amount, answer.withdrawal.currency_code) }), 'success');
    } catch (failure) {
      showErrorToast(failure);
    }
  };
  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={160} />;
  else if (error) body = <ErrorState message={toApiError(error)?.message} onRetry={() => void refetch()} />;
  else if (!data || data.data.length === 0) body = <EmptyState message={t('historyEmpty')} />;
  else {
    body = (
      <>
        <TableContainer component={Paper} variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <Table size="small" aria-label={t('historyTitle')} data-testid="withdrawal-history">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('date')}</TableCell>
                <TableCell scope="col" align="right">{t('amount')}</TableCell>
                <TableCell scope="col">{t('method')}</TableCell>
                <TableCell scope="col">{t('status')}</TableCell>
                <TableCell scope="col" align="right" sx={{ color: 'text.secondary' }}>{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((withdrawal) => (
                <TableRow key={withdrawal.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(withdrawal.created_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(withdrawal.amount, withdrawal.currency_code)}</TableCell>
                  <TableCell>{isKnownMethod(withdrawal.method) ? t(methodKey[withdrawal.method]) : withdrawal.method}</TableCell>
                  <TableCell><WithdrawalStatusChip status={withdrawal.status} /></TableCell>
                  <TableCell align="right">
                    {withdrawal.status === 'pending' ? (
                      <Button size="small" color="warning" disabled={cancelling.isLoading} onClick={() => void cancel(withdrawal.id)}>{t('cancel')}</Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data.meta.last_page > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination
              count={data.meta.last_page}
              page={data.meta.current_page}
              onChange={(_event, next) => setPage(next)}
              size="small"
              aria-label={t('pages')}
            />
          </Box>
        ) : null}
      </>
    );
  }
  return <Section title={t('historyTitle')}>{body}</Section>;
}
