import type { Withdrawal } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { payoutsMessages } from './messages';
import { Pill } from '@/ui/primitives/Pill';

const colour = { pending: 'warning', approved: 'success', rejected: 'error', cancelled: 'default' } as const;
const label = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  cancelled: 'statusCancelled',
} as const;

/** A withdrawal's status as a coloured chip. */
export function WithdrawalStatusChip({ status }: { status: Withdrawal['status'] }) {
  const t = useMessages(payoutsMessages);
  return <Pill size="small" variant="outlined" color={colour[status]} label={t(label[status])} />;
}
