import { defineMessages } from '@/i18n/messages';

/** The toast of a verification decision (loaded with the player's push sagas, not with the verification screen). */
export const kycPushMessages = defineMessages({
  ru: {
    identity: 'Документ, удостоверяющий личность',
    address: 'Подтверждение адреса',
    payment_method: 'Способ оплаты',
    approved: '{kind}: одобрено.',
    rejected: '{kind}: отклонено. Причина: {reason}',
    open: 'Открыть',
  },
  en: {
    identity: 'Identity document',
    address: 'Proof of address',
    payment_method: 'Payment method',
    approved: '{kind}: approved.',
    rejected: '{kind}: rejected. Reason: {reason}',
    open: 'Open',
  },
});
