import type { Payment } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { movementColumns, PagedHistoryTable } from '@/ui/components/PagedHistoryTable';
import { usePagedList } from '@/ui/components/usePagedList';
import { walletMessages } from './messages';
import { paymentMethodKeys } from './paymentMethods';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useListPaymentsQuery } from './walletApi';

/** The player's deposits, newest first, a page at a time (declined and abandoned ones included). */
export function PaymentHistory() {
  const t = useMessages(walletMessages);
  const payments = usePagedList(useListPaymentsQuery, {});
  const columns = movementColumns(t, paymentMethodKeys, (p: Payment) => <PaymentStatusChip status={p.status} />);
  return (
    <PagedHistoryTable
      texts={{ title: t('historyTitle'), empty: t('historyEmpty'), pages: t('pages') }}
      list={payments}
      columns={columns}
      testId="payment-history"
      rowAttributes={(p) => ({ 'data-testid': 'payment-row', 'data-payment-id': p.id })}
    />
  );
}
