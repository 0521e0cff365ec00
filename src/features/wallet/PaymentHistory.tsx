import { useState } from 'react';
import type { Payment } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { PagedHistoryTable, type HistoryColumn } from '@/ui/components/PagedHistoryTable';
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
  const payments = useListPaymentsQuery({ page });
  const columns: HistoryColumn<Payment>[] = [
    { header: t('date'), noWrap: true, cell: (p) => formatDate(p.created_at) },
    { header: t('amount'), align: 'right', noWrap: true, cell: (p) => formatMoney(p.amount, p.currency_code) },
    { header: t('method'), cell: (p) => (isKnownMethod(p.method) ? t(methodKey[p.method]) : p.method) },
    { header: t('status'), cell: (p) => <PaymentStatusChip status={p.status} /> },
  ];
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
