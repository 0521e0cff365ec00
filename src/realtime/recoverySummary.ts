/**
 * The one toast for pushes recovered after the socket came back: what happened while the player was away, named
 * ("While you were away: prize $75.00, bonus “Welcome”, 10 free spins"), instead of a toast per push.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { defineMessages, interpolate, type Locale } from '@/i18n/messages';
import { formatMoney } from '@/ui/format';
import type { PushToast } from './pushToast';
import {
  bonusCreated,
  bonusFulfilled,
  cashRewarded,
  freespinsRewarded,
  limitWarned,
  paymentDeclined,
  paymentFulfilled,
  withdrawalStatusChanged,
} from './realtimeActions';

export const recoveryMessages = defineMessages({
  ru: {
    summary: 'Пока вас не было: {items}',
    more: 'и ещё {count}',
    payment: 'зачислен платёж {amount}',
    paymentDeclined: 'отклонён платёж {amount}',
    bonus: 'бонус «{title}»',
    bonusFulfilled: 'бонус «{title}» отыгран',
    prize: 'приз {amount}',
    freespins: '{quantity, plural, one {# фриспин} few {# фриспина} many {# фриспинов} other {# фриспина}}',
    withdrawalApproved: 'вывод {amount} выплачен',
    withdrawalRejected: 'вывод {amount} отклонён',
    limit: 'предупреждение о лимите',
    open: 'Уведомления',
  },
  en: {
    summary: 'While you were away: {items}',
    more: 'and {count} more',
    payment: 'payment of {amount} credited',
    paymentDeclined: 'payment of {amount} declined',
    bonus: 'bonus “{title}”',
    bonusFulfilled: 'bonus “{title}” wagered',
    prize: 'prize {amount}',
    freespins: '{quantity, plural, one {# free spin} other {# free spins}}',
    withdrawalApproved: 'withdrawal of {amount} paid out',
    withdrawalRejected: 'withdrawal of {amount} rejected',
    limit: 'limit warning',
    open: 'Notifications',
  },
});

/** Items named in full before "and N more". */
const NAMED_AT_MOST = 4;

/** What one recovered push adds to the summary, or null for one that only moved state the page shows anyway. */
function item(action: UnknownAction, locale: Locale): string | null {
  const words = recoveryMessages[locale];
  if (paymentFulfilled.match(action))
    return interpolate(words.payment, { amount: formatMoney(action.payload.amount, action.payload.currency_code) });
  if (paymentDeclined.match(action))
    return interpolate(words.paymentDeclined, {
      amount: formatMoney(action.payload.amount, action.payload.currency_code),
    });
  if (bonusCreated.match(action)) return interpolate(words.bonus, { title: action.payload.title });
  if (bonusFulfilled.match(action)) return interpolate(words.bonusFulfilled, { title: action.payload.title });
  if (cashRewarded.match(action))
    return interpolate(words.prize, { amount: formatMoney(action.payload.amount, action.payload.currency_code) });
  if (freespinsRewarded.match(action))
    return interpolate(words.freespins, { quantity: action.payload.quantity }, locale);
  if (withdrawalStatusChanged.match(action)) {
    const { status, amount, currency_code: code } = action.payload.withdrawal;
    if (status === 'approved') return interpolate(words.withdrawalApproved, { amount: formatMoney(amount, code) });
    if (status === 'rejected') return interpolate(words.withdrawalRejected, { amount: formatMoney(amount, code) });
    return null;
  }
  if (limitWarned.match(action)) return words.limit;
  return null;
}

/** The summary toast for the recovered pushes, or null when none of them is news to name. */
export function recoverySummary(actions: readonly UnknownAction[], locale: Locale): PushToast | null {
  const items = actions.map((action) => item(action, locale)).filter((text): text is string => text !== null);
  if (items.length === 0) return null;
  const named = items.slice(0, NAMED_AT_MOST);
  if (items.length > NAMED_AT_MOST)
    named.push(interpolate(recoveryMessages[locale].more, { count: items.length - NAMED_AT_MOST }));
  // Each recovered push left its notification: the button opens them.
  return {
    text: interpolate(recoveryMessages[locale].summary, { items: named.join(', ') }),
    variant: 'info',
    link: { label: recoveryMessages[locale].open, path: '/notifications' },
  };
}
