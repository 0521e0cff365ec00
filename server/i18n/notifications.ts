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

/**
 * What a body names from the event's data: money in the event's own currency (a payment, a prize) or in the reader's,
 * a content text (bonus title, prize description) translated for the reader, or a number.
 */
type ParamKind = 'itsMoney' | 'readerMoney' | 'content' | 'number';

/**
 * The notification types whose catalogue entries are a `.title` and a `.body`, each with the data fields its body
 * names (a parameter is the field of the same name). An event missing one of them keeps its stored text.
 */
const TITLED = {
  PaymentFulfilled: { amount: 'itsMoney', balance: 'itsMoney' },
  BonusCreatedNotification: { title: 'content', amount: 'readerMoney', wager: 'number' },
  BonusFulfilledNotification: { title: 'content' },
  CashRewardNotification: { amount: 'itsMoney', description: 'content' },
} as const satisfies Record<string, Readonly<Record<string, ParamKind>>>;

const isTitled = (type: string): type is keyof typeof TITLED => Object.hasOwn(TITLED, type);

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
  /** a data field as a body parameter of `kind`; undefined when the event lacks it */
  const param = (field: string, kind: ParamKind): TextParam | undefined => {
    if (kind === 'number') return num(d[field]);
    const value = str(d[field]);
    if (value === undefined) return undefined;
    if (kind === 'content') return translate(value);
    return money(value, kind === 'itsMoney' ? (str(d.currency_code) ?? currency) : currency);
  };
  if (isTitled(n.type)) {
    const params: Record<string, TextParam> = {};
    for (const [field, kind] of Object.entries(TITLED[n.type])) {
      const value = param(field, kind);
      if (value === undefined) return kept;
      params[field] = value;
    }
    return { title: say(`notification.${n.type}.title`), body: say(`notification.${n.type}.body`, params) };
  }
  switch (n.type) {
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
      const amount = str(d.amount);
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
