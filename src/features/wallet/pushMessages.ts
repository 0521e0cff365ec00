import { defineMessages } from '@/i18n/messages';

/**
 * Strings of the wallet pushes' toasts. Apart from the deposit screen's (messages.ts): the push saga runs from the
 * start, so its words are part of the first visit's download, the screen's only of the screen's chunk.
 */
export const walletPushMessages = defineMessages({
  ru: {
    paymentDeclined: 'Платёж на {amount} отклонён',
    withdrawalApproved: 'Вывод {amount} выплачен',
    withdrawalRejected: 'Вывод {amount} отклонён',
    withdrawalCancelled: 'Вывод {amount} отменён',
    withdrawalPending: 'Вывод {amount} в обработке',
    limitWarning80: 'Использовано {percent}% лимита ({kind}, {period}): {used} из {amount}',
    limitWarning100: 'Лимит исчерпан ({kind}, {period}): {used} из {amount}',
    kindDeposit: 'депозиты',
    kindLoss: 'проигрыш',
    periodDay: 'день',
    periodWeek: 'неделя',
    periodMonth: 'месяц',
  },
  en: {
    paymentDeclined: 'The payment of {amount} was declined',
    withdrawalApproved: 'Withdrawal of {amount} paid out',
    withdrawalRejected: 'Withdrawal of {amount} rejected',
    withdrawalCancelled: 'Withdrawal of {amount} cancelled',
    withdrawalPending: 'Withdrawal of {amount} is being processed',
    limitWarning80: '{percent}% of your limit used ({kind}, {period}): {used} of {amount}',
    limitWarning100: 'Limit reached ({kind}, {period}): {used} of {amount}',
    kindDeposit: 'deposits',
    kindLoss: 'losses',
    periodDay: 'day',
    periodWeek: 'week',
    periodMonth: 'month',
  },
});
