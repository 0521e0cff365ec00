/**
 * The words for pushed notifications (docs/contract.md, Realtime events), in both languages: used by the toasts and available to
 * the notifications feed. Figures go through the shared money formatter; server text is only ever
 * interpolated into plain text, never HTML.
 */
import { defineMessages, interpolate, type Locale } from '@/i18n/messages';
import { formatMoney } from '@/ui/format';
import type { NotificationEventName, UserEventMap } from './events';

/** The toast and feed wording for each notification event. */
export const notificationMessages = defineMessages({
  ru: {
    PaymentFulfilled: 'Платёж на {amount} зачислен. Баланс: {balance}',
    BonusCreatedNotification: 'Вы получили бонус «{title}» на {amount}, вейджер x{wager}',
    BonusFulfilledNotification: 'Бонус «{title}» отыгран',
    CashRewardNotification: 'Вы получили приз {amount}: {description}',
    FreespinRewardNotification:
      'Вы получили {quantity, plural, one {# фриспин} few {# фриспина} many {# фриспинов} other {# фриспина}} в игре {gameTitle}',
    summary: 'Новых уведомлений: {count}',
  },
  en: {
    PaymentFulfilled: 'Payment of {amount} credited. Balance: {balance}',
    BonusCreatedNotification: 'You received the bonus “{title}” of {amount}, wager x{wager}',
    BonusFulfilledNotification: 'Bonus “{title}” wagered',
    CashRewardNotification: 'You won a prize of {amount}: {description}',
    FreespinRewardNotification:
      'You received {quantity, plural, one {# free spin} other {# free spins}} in {gameTitle}',
    summary: 'New notifications: {count}',
  },
});

/** One pushed notification, as the text builder needs it. */
export type NotificationPush = {
  [E in NotificationEventName]: { type: E; data: UserEventMap[E] };
}[NotificationEventName];

/**
 * The sentence for a pushed notification. `userCurrency` formats amounts whose event carries no currency
 * (bonus events are in the player's own currency).
 */
export function notificationText(push: NotificationPush, locale: Locale, userCurrency: string): string {
  const template = notificationMessages[locale][push.type];
  switch (push.type) {
    case 'PaymentFulfilled':
      return interpolate(template, {
        amount: formatMoney(push.data.amount, push.data.currency_code),
        balance: formatMoney(push.data.balance, push.data.currency_code),
      });
    case 'BonusCreatedNotification':
      return interpolate(template, {
        title: push.data.title,
        amount: formatMoney(push.data.amount, userCurrency),
        wager: push.data.wager,
      });
    case 'BonusFulfilledNotification':
      return interpolate(template, { title: push.data.title });
    case 'CashRewardNotification':
      return interpolate(template, {
        amount: formatMoney(push.data.amount, push.data.currency_code),
        description: push.data.description,
      });
    case 'FreespinRewardNotification':
      return interpolate(template, { quantity: push.data.quantity, gameTitle: push.data.gameTitle }, locale);
  }
}
