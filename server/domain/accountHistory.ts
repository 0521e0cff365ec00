/**
 * The account history (docs/account-history.md): the player's ledger rows, newest first, each with its signed amount,
 * the balance after it and a description in the request's language; a page as JSON or every filtered row as CSV.
 */
import { TZDate } from '@date-fns/tz';
import type { HistoryFilter, HistoryRow } from '../db/repositories/history';
import type { LedgerKind } from '../db/repositories/ledger';
import { pageOf, type Page } from '../db/repositories/page';
import type { UserRow } from '../db/repositories/users';
import { renderText, text, type Locale, type Message } from '../i18n';
import type { Schemas } from '../schemas';
import type { DomainContext } from './context';
import { invalidField } from './errors';

/** One row of the history as the API answers it. */
export type HistoryEntry = Schemas['HistoryEntry'];

/**
 * The filters as the request gives them: kinds, and calendar days (`YYYY-MM-DD`, both included) in `zone`, the
 * player's IANA time zone (UTC when the request names none).
 */
export interface HistoryQuery {
  kinds: readonly LedgerKind[];
  from?: string;
  to?: string;
  zone?: string;
}

/** Whether the runtime knows `zone` as an IANA time zone name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in `zone`, as an ISO string in UTC (how rows store their time). */
function dayStart(day: string, zone: string, plusDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date + plusDays, zone).getTime()).toISOString();
}

/** The CSV columns, in order. */
const CSV_HEADER = ['date', 'kind', 'description', 'amount', 'currency', 'balance'] as const;

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function csvField(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Reads and exports a player's history. */
export class AccountHistory {
  constructor(private readonly ctx: DomainContext) {}

  /** The stored filter of a query: 422 when `from` is after `to`. */
  private filter(query: HistoryQuery): HistoryFilter {
    const zone = this.zoneOf(query);
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      throw invalidField('from', text('history.from_after_to'));
    return {
      kinds: [...new Set(query.kinds)],
      ...(query.from !== undefined ? { from: dayStart(query.from, zone) } : {}),
      // The day after `to` starts where the range ends: a day is 23 or 25 hours long when the clocks change.
      ...(query.to !== undefined ? { before: dayStart(query.to, zone, 1) } : {}),
    };
  }

  /** The query's time zone: 422 on `tz` when the runtime does not know it. */
  private zoneOf(query: HistoryQuery): string {
    const zone = query.zone ?? 'UTC';
    if (!isTimeZone(zone)) throw invalidField('tz', text('history.unknown_zone'));
    return zone;
  }

  /** What a row's movement was, in `locale`. */
  private describe(row: HistoryRow, locale: Locale): string {
    const id = row.ref_id ?? '';
    const game = row.game_title ?? '—';
    const title = row.bonus_title ? this.ctx.repos.translations.translate(locale, row.bonus_title) : '—';
    const messages: Record<LedgerKind, () => Message> = {
      opening: () => text('history.opening'),
      deposit: () =>
        text('history.deposit', {
          id,
          method: renderText(locale, row.payment_method ? methodText(row.payment_method) : text('history.unknown')),
        }),
      withdrawal: () => text('history.withdrawal', { id }),
      withdrawal_refund: () => text('history.withdrawal_refund', { id }),
      bonus: () => text('history.bonus', { title }),
      bonus_fulfilled: () => text('history.bonus_fulfilled', { title }),
      bonus_forfeit: () => text('history.bonus_forfeit', { title }),
      freespin_win: () => text('history.freespin_win', { game }),
      cash_reward: () => text('history.cash_reward', { description: this.rewardDescription(row, locale) }),
      spin_stake: () => text('history.spin_stake', { game }),
      spin_win: () => text('history.spin_win', { game }),
    };
    const message = messages[row.kind] as (() => Message) | undefined;
    return renderText(locale, message ? message() : row.kind);
  }

  private rewardDescription(row: HistoryRow, locale: Locale): string {
    if (row.reward_data === null) return '—';
    const { description } = JSON.parse(row.reward_data) as { description?: unknown };
    return typeof description === 'string' ? this.ctx.repos.translations.translate(locale, description) : '—';
  }

  private entry(user: UserRow, row: HistoryRow, locale: Locale): HistoryEntry {
    const { money } = this.ctx;
    return {
      id: row.id,
      kind: row.kind,
      amount: money.format(row.amount_minor, user.currency_code),
      currency_code: user.currency_code,
      balance: money.format(row.balance_after_minor, user.currency_code),
      description: this.describe(row, locale),
      created_at: row.created_at,
    };
  }

  /** One page of the player's history, newest first. */
  page(user: UserRow, query: HistoryQuery, page: number, perPage: number, locale: Locale): Page<HistoryEntry> {
    const { rows, total } = this.ctx.repos.history.page(user.id, this.filter(query), page, perPage);
    return pageOf(
      rows.map((row) => this.entry(user, row, locale)),
      total,
      page,
      perPage,
    );
  }

  /** Every filtered row as CSV (a header row, CRLF line ends, a BOM so spreadsheets read it as UTF-8). */
  csv(user: UserRow, query: HistoryQuery, locale: Locale): string {
    const rows = this.ctx.repos.history.all(user.id, this.filter(query));
    const zone = this.zoneOf(query);
    const lines = [CSV_HEADER.join(',')];
    for (const row of rows) {
      const e = this.entry(user, row, locale);
      lines.push(
        [
          // The player's wall-clock time with its offset: what a spreadsheet shows, and still one exact instant.
          csvField(new TZDate(Date.parse(e.created_at), zone).toISOString(), false),
          csvField(e.kind, false),
          csvField(e.description, true),
          csvField(e.amount, false),
          csvField(e.currency_code, false),
          csvField(e.balance, false),
        ].join(','),
      );
    }
    return `\uFEFF${lines.join('\r\n')}\r\n`;
  }

  /** The download's file name: the filtered days, or the whole history. */
  static fileName(query: HistoryQuery): string {
    const days = [query.from, query.to].filter((d): d is string => d !== undefined);
    return `history${days.length ? `-${days.join('_')}` : ''}.csv`;
  }
}

function methodText(method: string): Message {
  if (method === 'card') return text('history.method_card');
  if (method === 'sbp') return text('history.method_sbp');
  if (method === 'crypto') return text('history.method_crypto');
  return method;
}
