/** A player's responsible-gaming settings: the reality-check interval and a running time-out or self-exclusion. */
import { stmt, type Db } from '../connection';

export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface RgSettingsRow {
  reality_check_minutes: number | null;
  excluded_until: string | null;
  exclusion: ExclusionKind | null;
}

const NONE: RgSettingsRow = { reality_check_minutes: null, excluded_until: null, exclusion: null };

/** Data access for responsible-gaming settings. */
export class RgSettingsRepository {
  constructor(private readonly db: Db) {}

  /** The user's settings (all empty when never set). */
  get(userId: number): RgSettingsRow {
    return (
      (stmt(this.db, 'SELECT reality_check_minutes, excluded_until, exclusion FROM rg_settings WHERE user_id = ?').get(
        userId,
      ) as RgSettingsRow | undefined) ?? { ...NONE }
    );
  }

  /** Changes some of the user's settings, keeping the others. */
  update(userId: number, fields: Partial<RgSettingsRow>, at: string): void {
    const s = { ...this.get(userId), ...fields };
    stmt(
      this.db,
      `INSERT INTO rg_settings (user_id, reality_check_minutes, excluded_until, exclusion, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes, excluded_until = excluded.excluded_until,
      exclusion = excluded.exclusion, updated_at = excluded.updated_at`,
    ).run(userId, s.reality_check_minutes, s.excluded_until, s.exclusion, at);
  }
}
