/**
 * A stored notification in the reader's language: known events are written from their data with the catalogue
 * (so the plural forms are right in both languages); anything else keeps its stored text, translated when the
 * content dictionary has it.
 */
import type { MessageKey } from './catalogue';
import type { Locale } from './locale';
import { money, renderMessage, type TextParam } from './text';

export interface StoredNotification {
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/** The notification types whose catalogue entries are a `.title` and a `.body`. */
type TitledType =
  'PaymentFulfilled' | 'BonusCreatedNotification' | 'BonusFulfilledNotification' | 'CashRewardNotification';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Title and body of `n` in `locale`; `translate` looks content texts (bonus titles, prize descriptions) up; `currency` is the reader's. */
export function notificationText(
  locale: Locale,
  n: StoredNotification,
  translate: (text: string) => string,
  currency: string,
): { title: string; body: string } {
  const d = n.data;
  const say = (key: MessageKey, params: Record<string, TextParam> = {}): string => renderMessage(locale, key, params);
  const kept = { title: translate(n.title), body: translate(n.body) };
  /** the catalogue's title of a notification type, and its body written with `params` */
  const titled = (type: TitledType, params: Record<string, TextParam> = {}) => ({
    title: say(`notification.${type}.title`),
    body: say(`notification.${type}.body`, params),
  });
  /** money the event names in its own currency (a payment, a prize), else in the reader's */
  const inItsCurrency = (decimal: string) => money(decimal, str(d.currency_code) ?? currency);
  // Most events carry an amount.
  const amount = str(d.amount);
  switch (n.type) {
    case 'PaymentFulfilled': {
      const balance = str(d.balance);
      if (!amount || !balance) return kept;
      return titled('PaymentFulfilled', { amount: inItsCurrency(amount), balance: inItsCurrency(balance) });
    }
    case 'BonusCreatedNotification': {
      const title = str(d.title);
      const wager = num(d.wager);
      if (!title || !amount || wager === undefined) return kept;
      return titled('BonusCreatedNotification', {
        title: translate(title),
        amount: money(amount, currency),
        wager,
      });
    }
    case 'BonusFulfilledNotification': {
      const title = str(d.title);
      if (!title) return kept;
      return titled('BonusFulfilledNotification', { title: translate(title) });
    }
    case 'CashRewardNotification': {
      const description = str(d.description);
      if (!amount || !description) return kept;
      return titled('CashRewardNotification', { amount: inItsCurrency(amount), description: translate(description) });
    }
    case 'FreespinRewardNotification': {
      const quantity = num(d.quantity);
      if (quantity === undefined) return kept;
      const gameTitle = str(d.gameTitle);
      const title = say('notification.FreespinRewardNotification.title');
      return gameTitle
        ? { title, body: say('notification.FreespinRewardNotification.body', { quantity, gameTitle }) }
        : { title, body: say('notification.FreespinRewardNotification.body_no_game', { quantity }) };
    }
    case 'System': {
      if (d.event === 'KycDecided') return isKycDecision(d) ? kycDecisionText(locale, d) : kept;
      if (d.event !== 'LimitWarning') return kept;
      const type = d.type === 'loss' ? 'loss' : 'deposit';
      const period = d.period === 'week' || d.period === 'month' ? d.period : 'day';
      const used = str(d.used);
      const percent = num(d.percent);
      if (!amount || !used || percent === undefined) return kept;
      const values = {
        period: say(`period.${period}`),
        amount: money(amount, currency),
        used: money(used, currency),
        percent,
      };
      return {
        title: say('notification.LimitWarning.title'),
        body:
          percent >= 100
            ? say(`notification.LimitWarning.reached.${type}`, values)
            : say(`notification.LimitWarning.used.${type}`, values),
      };
    }
    default:
      return kept;
  }
}

/** A verification decision as the player reads it (the KycStatusChanged push and the notification row carry it). */
export interface KycDecision {
  kind: 'identity' | 'address' | 'payment_method';
  status: 'approved' | 'rejected';
  reason: string | null;
}

function isKycDecision(d: Record<string, unknown>): d is Record<string, unknown> & KycDecision {
  return (
    (d.kind === 'identity' || d.kind === 'address' || d.kind === 'payment_method') &&
    (d.status === 'approved' || d.status === 'rejected')
  );
}

/** The notification of a verification decision in one language. */
export function kycDecisionText(locale: Locale, d: KycDecision): { title: string; body: string } {
  const kind = renderMessage(locale, `kyc.kind.${d.kind}`, {});
  const reason = (d.reason ?? '').trim();
  return {
    title: renderMessage(locale, 'notification.KycDecided.title', {}),
    body:
      d.status === 'approved'
        ? renderMessage(locale, 'notification.KycDecided.approved', { kind })
        : renderMessage(locale, 'notification.KycDecided.rejected', {
            kind,
            reason: /[.!?…]$/.test(reason) ? reason : `${reason}.`,
          }),
  };
}
