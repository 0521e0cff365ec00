import { useState } from 'react';
import type { Payment } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { movementColumns, PagedHistoryTable } from '@/ui/components/PagedHistoryTable';
import { walletMessages } from './messages';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useListPaymentsQuery } from './walletApi';

const methodKey = { card: 'methodCard', sbp: 'methodSbp', crypto: 'methodCrypto' } as const;
const isKnownMethod = (method: string): method is keyof typeof methodKey => method in methodKey;

/** The player's deposits, newest first, a page at a time (declined and abandoned ones included). */
export function PaymentHistory() {
  const t = useMessages(walletMessages);
  const [page, setPage] = useState(1);
  const payments = useListPaymentsQuery({ page });
  const columns = movementColumns<Payment>(
    { date: t('date'), amount: t('amount'), method: t('method'), status: t('status') },
    (method) => (isKnownMethod(method) ? t(methodKey[method]) : method),
    (p) => <PaymentStatusChip status={p.status} />,
  );
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
