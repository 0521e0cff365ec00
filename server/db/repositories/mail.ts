/** The development mailbox: every outgoing e-mail is stored here instead of being sent. */
import type { Db } from '../connection';
import { nowIso } from '../connection';

export interface MailDto {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** Stores and lists outgoing mail. */
export class MailRepository {
  constructor(private readonly db: Db) {}

  /** "Sends" an e-mail (stores it). */
  send(to: string, subject: string, text: string): void {
    this.db
      .prepare('INSERT INTO mails (recipient, subject, body, sent_at) VALUES (?, ?, ?, ?)')
      .run(to, subject, text, nowIso());
  }

  /** Mail oldest first, optionally only to one address. */
  list(to?: string): MailDto[] {
    const rows = (
      to
        ? this.db.prepare('SELECT * FROM mails WHERE recipient = ? COLLATE NOCASE ORDER BY id').all(to)
        : this.db.prepare('SELECT * FROM mails ORDER BY id').all()
    ) as { recipient: string; subject: string; body: string; sent_at: string }[];
    return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.body, sent_at: r.sent_at }));
  }
}
