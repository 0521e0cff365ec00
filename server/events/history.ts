/**
 * Each player's recent private-channel events, numbered per player without gaps, so a client that lost its socket
 * can ask what it missed (GET /realtime/missed; docs/realtime-recovery.md). Retention: the events of the last
 * 24 hours, at most the last 1,000 per player. A `stream` id names one history: a new one (a reset database, a
 * player's first event) gets a new id, and a client holding another id must refetch instead of asking.
 */
import { randomBytes } from 'node:crypto';
import { writeTransaction, type Db } from '../db/connection';

/** How long an event stays askable. */
export const HISTORY_MAX_AGE_MS = 24 * 3_600_000;
/** How many of a player's latest events stay askable, whatever their age. */
export const HISTORY_MAX_EVENTS = 1_000;

/** Where a player's history stands: its id and the sequence number of its latest event (0 before any). */
export interface HistoryPosition {
  stream: string;
  seq: number;
}

/** One recorded event, with its original name and payload (stamped with its `seq` and `stream`). */
export interface MissedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The answer to "what came after `after`": the events in order, or `gone` when the history no longer says. */
export type MissedAnswer = ({ gone: false; events: MissedEvent[] } | { gone: true }) & HistoryPosition;

interface StreamRow {
  stream: string;
  last_seq: number;
  pruned_through: number;
}

export class PushHistory {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Gives the player's next event its number and keeps it; returns the stamp the event is sent with. */
  record(uuid: string, event: string, data: object): HistoryPosition {
    return writeTransaction(this.db, () => {
      const row = this.streamOf(uuid);
      const seq = row.last_seq + 1;
      this.db.prepare('UPDATE push_streams SET last_seq = ? WHERE user_uuid = ?').run(seq, uuid);
      this.db
        .prepare('INSERT INTO push_events (user_uuid, seq, event, data, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(uuid, seq, event, JSON.stringify(data), new Date(this.now()).toISOString());
      this.prune(uuid, { ...row, last_seq: seq });
      return { stream: row.stream, seq };
    });
  }

  /** The events after `after` of the history named `stream`; `gone` when the stream differs or was pruned past `after`. */
  since(uuid: string, after: number | undefined, stream: string | undefined): MissedAnswer {
    return writeTransaction(this.db, () => {
      const row = this.prune(uuid, this.streamOf(uuid));
      const position = { stream: row.stream, seq: row.last_seq };
      if (after === undefined) return { ...position, gone: false, events: [] };
      if (stream !== row.stream || after < row.pruned_through || after > row.last_seq)
        return { ...position, gone: true };
      const rows = this.db
        .prepare('SELECT seq, event, data FROM push_events WHERE user_uuid = ? AND seq > ? ORDER BY seq')
        .all(uuid, after) as { seq: number; event: string; data: string }[];
      const events = rows.map((r) => ({
        event: r.event,
        data: { ...(JSON.parse(r.data) as Record<string, unknown>), seq: r.seq, stream: row.stream },
      }));
      return { ...position, gone: false, events };
    });
  }

  /** The player's history row, started with a fresh stream id if the player has none yet. */
  private streamOf(uuid: string): StreamRow {
    this.db
      .prepare('INSERT OR IGNORE INTO push_streams (user_uuid, stream) VALUES (?, ?)')
      .run(uuid, randomBytes(12).toString('base64url'));
    return this.db
      .prepare('SELECT stream, last_seq, pruned_through FROM push_streams WHERE user_uuid = ?')
      .get(uuid) as StreamRow;
  }

  /** Drops the events past the retention (a prefix of the player's numbers) and notes how far the history was cut. */
  private prune(uuid: string, row: StreamRow): StreamRow {
    const cutoff = new Date(this.now() - HISTORY_MAX_AGE_MS).toISOString();
    const expired =
      (
        this.db
          .prepare('SELECT MAX(seq) AS s FROM push_events WHERE user_uuid = ? AND created_at < ?')
          .get(uuid, cutoff) as { s: number | null }
      ).s ?? 0;
    const through = Math.max(row.pruned_through, row.last_seq - HISTORY_MAX_EVENTS, expired);
    if (through === row.pruned_through) return row;
    this.db.prepare('DELETE FROM push_events WHERE user_uuid = ? AND seq <= ?').run(uuid, through);
    this.db.prepare('UPDATE push_streams SET pruned_through = ? WHERE user_uuid = ?').run(through, uuid);
    return { ...row, pruned_through: through };
  }
}
