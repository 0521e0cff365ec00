/** Verification: each player's review state per kind of document and the files of each submission (docs/kyc.md). */
import { figure, stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';

export type KycKind = Schemas['KycKind'];
export type KycReviewStatus = 'pending' | 'approved' | 'rejected';

export interface KycKindRow {
  user_id: number;
  kind: KycKind;
  status: KycReviewStatus;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

export interface KycFileRow {
  id: number;
  user_id: number;
  kind: KycKind;
  name: string;
  mime: Schemas['KycFile']['type'];
  size: number;
  stored_name: string;
  current: number;
  created_at: string;
}

/** Data access for the review states and the files' rows (the bytes are in the KYC folder). */
export class KycRepository {
  constructor(private readonly db: Db) {}

  kinds(userId: number): KycKindRow[] {
    return stmt(this.db, 'SELECT * FROM kyc_kinds WHERE user_id = ?').all(userId) as KycKindRow[];
  }

  kind(userId: number, kind: KycKind): KycKindRow | undefined {
    return stmt(this.db, 'SELECT * FROM kyc_kinds WHERE user_id = ? AND kind = ?').get(userId, kind) as
      KycKindRow | undefined;
  }

  /** The files of the current submissions of a player, oldest first. */
  currentFiles(userId: number): KycFileRow[] {
    return stmt(this.db, 'SELECT * FROM kyc_files WHERE user_id = ? AND current = 1 ORDER BY id').all(
      userId,
    ) as KycFileRow[];
  }

  file(id: number): KycFileRow | undefined {
    return stmt(this.db, 'SELECT * FROM kyc_files WHERE id = ?').get(id) as KycFileRow | undefined;
  }

  /** Starts a new submission of a kind after a rejection: the rejected files stay stored but no longer count. */
  retireFiles(userId: number, kind: KycKind): void {
    stmt(this.db, 'UPDATE kyc_files SET current = 0 WHERE user_id = ? AND kind = ?').run(userId, kind);
  }

  addFile(row: Omit<KycFileRow, 'id' | 'current'>): void {
    stmt(
      this.db,
      `INSERT INTO kyc_files (user_id, kind, name, mime, size, stored_name, current, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
    ).run(row.user_id, row.kind, row.name, row.mime, row.size, row.stored_name, row.created_at);
  }

  /** Marks a kind pending review (a new submission, or more files for the one waiting). */
  markPending(userId: number, kind: KycKind, at: string): void {
    stmt(
      this.db,
      `INSERT INTO kyc_kinds (user_id, kind, status, reason, submitted_at) VALUES (?, ?, 'pending', NULL, ?)
      ON CONFLICT(user_id, kind) DO UPDATE SET status = 'pending', reason = NULL, reviewed_at = NULL,
      reviewed_by = NULL, submitted_at = CASE WHEN kyc_kinds.status = 'pending' THEN kyc_kinds.submitted_at
      ELSE excluded.submitted_at END`,
    ).run(userId, kind, at);
  }

  decide(
    userId: number,
    kind: KycKind,
    status: 'approved' | 'rejected',
    reason: string | null,
    at: string,
    by: number,
  ): void {
    stmt(
      this.db,
      'UPDATE kyc_kinds SET status = ?, reason = ?, reviewed_at = ?, reviewed_by = ? WHERE user_id = ? AND kind = ?',
    ).run(status, reason, at, by, userId, kind);
  }

  /** Players with a kind waiting for review, the longest waiting first, with when that wait began. */
  waiting(limit: number): { user_id: number; submitted_at: string }[] {
    return stmt(
      this.db,
      `SELECT user_id, MIN(submitted_at) AS submitted_at FROM kyc_kinds WHERE status = 'pending'
      GROUP BY user_id ORDER BY submitted_at, user_id LIMIT ?`,
    ).all(limit) as { user_id: number; submitted_at: string }[];
  }

  /** What the player has asked to withdraw in a currency and not got back (pending and approved withdrawals). */
  withdrawnMinor(userId: number, currency: string): number {
    return figure(
      this.db,
      `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM withdrawals
        WHERE user_id = ? AND currency_code = ? AND status IN ('pending', 'approved')`,
      userId,
      currency,
    );
  }
}
