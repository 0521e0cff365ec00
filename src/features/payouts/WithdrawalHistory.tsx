import type { Withdrawal } from '@/api/types';
import { useAppSelector } from '@/app/hooks';
import { useMessages } from '@/i18n/useMessages';
import { movementColumns, PagedHistoryTable, type HistoryColumn } from '@/ui/components/PagedHistoryTable';
import { usePagedList } from '@/ui/components/usePagedList';
import { formatMoney } from '@/ui/format';
import { showErrorToast, showToast } from '@/ui/toast';
import { payoutsMessages } from './messages';
import { withdrawalMethodKeys } from './withdrawalMethods';
import { useCancelWithdrawalMutation, useListWithdrawalsQuery } from './payoutsApi';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';
import { selectWithPushedWithdrawals } from './withdrawalsSlice';
import { Button } from '@/ui/primitives/Button';

/** The signed-in player's withdrawal requests, newest first, a page at a time; a pending one can be cancelled. */
export function WithdrawalHistory() {
  const t = useMessages(payoutsMessages);
  const listed = usePagedList(useListWithdrawalsQuery, {});
  // A status pushed after the shown page was requested stays until a newer answer lists it (ordering rule).
  const data = useAppSelector((state) => selectWithPushedWithdrawals(state, listed.data));
  const withdrawals = data === listed.data ? listed : { ...listed, data };
  const [cancelWithdrawal, cancelling] = useCancelWithdrawalMutation();
  const cancel = async (id: number) => {
    try {
      const answer = await cancelWithdrawal(id).unwrap();
      showToast(
        t('cancelled', { amount: formatMoney(answer.withdrawal.amount, answer.withdrawal.currency_code) }),
        'success',
      );
    } catch (failure) {
      showErrorToast(failure);
    }
  };
  const columns: HistoryColumn<Withdrawal>[] = [
    ...movementColumns(t, withdrawalMethodKeys, (w: Withdrawal) => <WithdrawalStatusChip status={w.status} />),
    {
      header: t('actions'),
      align: 'right',
      quietHeader: true,
      cell: (w) =>
        w.status === 'pending' ? (
          <Button size="small" color="warning" disabled={cancelling.isLoading} onClick={() => void cancel(w.id)}>
            {t('cancel')}
          </Button>
        ) : null,
    },
  ];
  return (
    <PagedHistoryTable
      texts={{ title: t('historyTitle'), empty: t('historyEmpty'), pages: t('pages') }}
      list={withdrawals}
      columns={columns}
      testId="withdrawal-history"
    />
  );
}
