import type { KycKind, KycStatus } from '@/api/types';
import { defineMessages } from '@/i18n/messages';
import { useMessages } from '@/i18n/useMessages';
import { Pill } from '@/ui/primitives/Pill';

/** The names of verification's kinds of document and statuses, shared by the player's screen and support's review. */
export const kycLabels = defineMessages({
  ru: {
    identity: 'Личность',
    address: 'Адрес',
    payment_method: 'Способ оплаты',
    not_started: 'Не начата',
    pending: 'На проверке',
    approved: 'Одобрено',
    rejected: 'Отклонено',
  },
  en: {
    identity: 'Identity',
    address: 'Address',
    payment_method: 'Payment method',
    not_started: 'Not started',
    pending: 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
  },
});

const colour = { not_started: 'default', pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A verification status as a coloured pill. */
export function KycStatusPill({ status, testId }: { status: KycStatus; testId?: string }) {
  const t = useMessages(kycLabels);
  return <Pill size="small" variant="outlined" color={colour[status]} label={t(status)} data-testid={testId} />;
}

/** The name of a kind of document in the interface language. */
export function useKycKindName(): (kind: KycKind) => string {
  const t = useMessages(kycLabels);
  return (kind) => t(kind);
}
