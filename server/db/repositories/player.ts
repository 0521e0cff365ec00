/** A player's own records: bonuses, freespins, notifications, payments and withdrawals. */
import type { Db } from '../connection';
import { nowIso } from '../connection';
import { decimalsFor, formatMoney } from '../../lib/money';
import { pageOf, type Page } from './catalogue';

export type NotificationType =
  | 'PaymentFulfilled'
  | 'BonusCreatedNotification'
  | 'BonusFulfilledNotification'
  | 'CashRewardNotification'
  | 'FreespinRewardNotification'
  | 'System';

export interface NotificationDto {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
}

export interface BonusRow {
  id: number;
  user_id: number;
  title: string;
  amount_minor: number;
  currency_code: string;
  wager: number;
  wagered_minor: number;
  status: string;
  expires_at: string | null;
  created_at: string;
}

/** Data access for a player's records. */
export class PlayerRepository {
  constructor(private readonly db: Db) {}

  private decimals(code: string): number {
    const c = this.db.prepare('SELECT fiat FROM currencies WHERE code = ?').get(code) as { fiat: number } | undefined;
    return decimalsFor(c ? c.fiat === 1 : true);
  }

  bonusDto(b: BonusRow) {
    const d = this.decimals(b.currency_code);
    return {
      id: b.id,
      title: b.title,
      amount: formatMoney(b.amount_minor, d),
      currency_code: b.currency_code,
      wager: b.wager,
      wagered: formatMoney(b.wagered_minor, d),
      wager_required: formatMoney(b.amount_minor * b.wager, d),
      status: b.status,
      expires_at: b.expires_at,
      created_at: b.created_at,
    };
  }

  bonuses(userId: number, status?: 'active' | 'finished') {
    const filter = status === 'active' ? "AND status = 'active'" : status === 'finished' ? "AND status IN ('finished','expired')" : '';
    const rows = this.db.prepare(`SELECT * FROM bonuses WHERE user_id = ? ${filter} ORDER BY created_at DESC, id DESC`).all(userId) as BonusRow[];
    return rows.map((b) => this.bonusDto(b));
  }

  bonus(id: number): BonusRow | undefined {
    return this.db.prepare('SELECT * FROM bonuses WHERE id = ?').get(id) as BonusRow | undefined;
  }

  insertBonus(b: Omit<BonusRow, 'id' | 'created_at'>): BonusRow {
    const info = this.db
      .prepare('INSERT INTO bonuses (user_id, title, amount_minor, currency_code, wager, wagered_minor, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(b.user_id, b.title, b.amount_minor, b.currency_code, b.wager, b.wagered_minor, b.status, b.expires_at, nowIso());
    return this.bonus(Number(info.lastInsertRowid)) as BonusRow;
  }

  updateBonus(id: number, wageredMinor: number, status: string): void {
    this.db.prepare('UPDATE bonuses SET wagered_minor = ?, status = ? WHERE id = ?').run(wageredMinor, status, id);
  }

  freespins(userId: number) {
    const rows = this.db
      .prepare(
        `SELECT f.*, g.slug AS game_slug, g.title AS game_title FROM freespins f JOIN games g ON g.id = f.game_id
         WHERE f.user_id = ? ORDER BY f.created_at DESC, f.id DESC`,
      )
      .all(userId) as { id: number; quantity: number; used: number; status: string; expires_at: string | null; created_at: string; game_slug: string; game_title: string }[];
    return rows.map((f) => ({
      id: f.id,
      game: { slug: f.game_slug, title: f.game_title },
      quantity: f.quantity,
      used: f.used,
      status: f.status,
      expires_at: f.expires_at,
      created_at: f.created_at,
    }));
  }

  insertFreespins(userId: number, gameId: number, quantity: number, expiresAt: string | null, used = 0, status = 'active'): number {
    const info = this.db
      .prepare('INSERT INTO freespins (user_id, game_id, quantity, used, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, gameId, quantity, used, status, expiresAt, nowIso());
    return Number(info.lastInsertRowid);
  }

  private notificationDto(n: { id: number; type: string; title: string; body: string; data: string; read_at: string | null; created_at: string }): NotificationDto {
    return { ...n, type: n.type as NotificationType, data: JSON.parse(n.data) as Record<string, unknown> };
  }

  /** Writes a notification row and returns its id. */
  notify(userId: number, type: NotificationType, title: string, body: string, data: Record<string, unknown>, createdAt = nowIso()): number {
    const info = this.db
      .prepare('INSERT INTO notifications (user_id, type, title, body, data, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, type, title, body, JSON.stringify(data), createdAt);
    return Number(info.lastInsertRowid);
  }

  notifications(userId: number, page: number, perPage: number): Page<NotificationDto> {
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?').get(userId) as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(userId, perPage, (page - 1) * perPage) as Parameters<PlayerRepository['notificationDto']>[0][];
    return pageOf(rows.map((n) => this.notificationDto(n)), total, page, perPage);
  }

  unreadCount(userId: number): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL').get(userId) as { n: number }).n;
  }

  /** Marks one notification of the user read (keeps the first read time); undefined when not theirs. */
  markRead(userId: number, id: number): NotificationDto | undefined {
    this.db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(nowIso(), id, userId);
    const row = this.db.prepare('SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as Parameters<PlayerRepository['notificationDto']>[0] | undefined;
    return row ? this.notificationDto(row) : undefined;
  }

  markAllRead(userId: number): number {
    return this.db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(nowIso(), userId).changes;
  }

  insertPayment(userId: number, amountMinor: number, currencyCode: string): number {
    return Number(this.db.prepare('INSERT INTO payments (user_id, amount_minor, currency_code, created_at) VALUES (?, ?, ?, ?)').run(userId, amountMinor, currencyCode, nowIso()).lastInsertRowid);
  }

  private withdrawalDto(w: { id: number; amount_minor: number; currency_code: string; method: string; status: string; created_at: string }) {
    return { id: w.id, amount: formatMoney(w.amount_minor, this.decimals(w.currency_code)), currency_code: w.currency_code, method: w.method, status: w.status, created_at: w.created_at };
  }

  withdrawals(userId: number, page: number, perPage: number) {
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?').get(userId) as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, perPage, (page - 1) * perPage) as Parameters<PlayerRepository['withdrawalDto']>[0][];
    return pageOf(rows.map((w) => this.withdrawalDto(w)), total, page, perPage);
  }

  insertWithdrawal(userId: number, amountMinor: number, currencyCode: string, method: string, details: string) {
    const id = Number(
      this.db
        .prepare("INSERT INTO withdrawals (user_id, amount_minor, currency_code, method, details, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)")
        .run(userId, amountMinor, currencyCode, method, details, nowIso()).lastInsertRowid,
    );
    return this.withdrawalDto(this.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as Parameters<PlayerRepository['withdrawalDto']>[0]);
  }
}
