import { useState } from 'react';
import type { Payment } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { movementColumns, PagedHistoryTable } from '@/ui/components/PagedHistoryTable';
import { walletMessages } from './messages';
import { paymentMethodKeys } from './paymentMethods';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useListPaymentsQuery } from './walletApi';

/** The player's deposits, newest first, a page at a time (declined and abandoned ones included). */
export function PaymentHistory() {
  const t = useMessages(walletMessages);
  const [page, setPage] = useState(1);
  const payments = useListPaymentsQuery({ page });
  const columns = movementColumns(t, paymentMethodKeys, (p: Payment) => <PaymentStatusChip status={p.status} />);
  return (
    <PagedHistoryTable
      title={t('historyTitle')}
      query={payments}
      onPageChange={setPage}
      columns={columns}
      emptyText={t('historyEmpty')}
      pagesLabel={t('pages')}
      testId="payment-history"
      rowAttributes={(p) => ({ 'data-testid': 'payment-row', 'data-payment-id': p.id })}
    />
  );
}
