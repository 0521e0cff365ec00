/** A player's notifications: one row per event they were told about (`type` is the realtime event name or System). */
import { figure, nowIso, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';
import { ownRowsPage, pageOf, type Page } from './page';

export type NotificationDto = Schemas['Notification'];
export type NotificationType = NotificationDto['type'];

interface NotificationRow {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  data: string;
  read_at: string | null;
  created_at: string;
}

const toDto = (n: NotificationRow): NotificationDto => ({ ...n, data: JSON.parse(n.data) as Record<string, unknown> });

/** Data access for notifications. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Writes a notification row and returns its id. */
  add(
    userId: number,
    type: NotificationType,
    title: string,
    body: string,
    data: Record<string, unknown>,
    createdAt = nowIso(),
  ): number {
    const info = stmt(
      this.db,
      'INSERT INTO notifications (user_id, type, title, body, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(userId, type, title, body, JSON.stringify(data), createdAt);
    return Number(info.lastInsertRowid);
  }

  /** One page of the user's notifications, newest first. */
  page(userId: number, page: number, perPage: number): Page<NotificationDto> {
    const { rows, total } = ownRowsPage<NotificationRow>(
      this.db,
      'notifications',
      'created_at DESC, id DESC',
      userId,
      page,
      perPage,
    );
    return pageOf(rows.map(toDto), total, page, perPage);
  }

  /** How many of the user's notifications are unread. */
  unreadCount(userId: number): number {
    return figure(this.db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL', userId);
  }

  /** Marks one notification of the user read (keeps the first read time); undefined when not theirs. */
  markRead(userId: number, id: number): NotificationDto | undefined {
    stmt(this.db, 'UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(
      nowIso(),
      id,
      userId,
    );
    const row = stmt(this.db, 'SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as
      NotificationRow | undefined;
    return row ? toDto(row) : undefined;
  }

  /** Marks every notification of the user read; returns how many changed. */
  markAllRead(userId: number): number {
    return stmt(this.db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(
      nowIso(),
      userId,
    ).changes;
  }
}
