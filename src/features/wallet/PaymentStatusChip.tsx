import { useMessages } from '@/i18n/useMessages';
import { walletMessages } from './messages';
import type { PaymentStatus } from './walletTypes';
import { Pill } from '@/ui/primitives/Pill';

const colour = {
  pending: 'warning',
  fulfilled: 'success',
  declined: 'error',
  abandoned: 'default',
  refunded: 'default',
} as const;
const label = {
  pending: 'statusPending',
  fulfilled: 'statusFulfilled',
  declined: 'statusDeclined',
  abandoned: 'statusAbandoned',
  refunded: 'statusRefunded',
} as const;

/** A deposit's status as a coloured chip. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const t = useMessages(walletMessages);
  return <Pill size="small" variant="outlined" color={colour[status]} label={t(label[status])} data-status={status} />;
}
