/**
 * Game play: demo and real-money sessions of the demo slot, spins (real ones go through the ledger and advance
 * the active bonus's wager), favourites and recently played games.
 */
import { randomInt } from 'node:crypto';
import { stmt } from '../db/connection';
import type { UserRow } from '../db/repositories/users';
import type { GameDto } from '../db/repositories/catalogue';
import { randomToken } from '../lib/crypto';
import { formatMoney } from '../lib/money';
import { DomainError, type Domain } from './index';

export type PlayMode = 'demo' | 'real';

/** Reel symbols with their weights (out of 20) and the three-of-a-kind multiplier on the middle row. */
export const SYMBOLS = [
  { name: 'cherry', weight: 6, pays: 12 },
  { name: 'lemon', weight: 5, pays: 12 },
  { name: 'bell', weight: 4, pays: 20 },
  { name: 'star', weight: 3, pays: 30 },
  { name: 'seven', weight: 2, pays: 50 },
] as const;
/** Two cherries at the start of the middle row pay this multiple. */
export const CHERRY_PAIR_PAYS = 2;
/** Demo sessions start with 1000 units of play money. */
export const DEMO_START_UNITS = 1000;
const RECENT_LIMIT = 12;

export interface SessionDto {
  id: string;
  mode: PlayMode;
  game_slug: string;
  demo_balance?: string;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  game_id: number;
  mode: PlayMode;
  demo_balance_minor: number | null;
  created_at: string;
  game_slug: string;
}

export interface SpinResult {
  spin: { id: number; stake: string; win: string; reels: string[][] };
  balance: string;
}

/** Three reels of three symbols; the middle row decides the multiplier. */
export function drawReels(random: (max: number) => number): { reels: string[][]; multiplier: number } {
  const total = SYMBOLS.reduce((s, x) => s + x.weight, 0);
  const pick = (): string => {
    let r = random(total);
    for (const s of SYMBOLS) {
      if (r < s.weight) return s.name;
      r -= s.weight;
    }
    return SYMBOLS[0].name;
  };
  const reels = [0, 1, 2].map(() => [pick(), pick(), pick()]);
  const line = reels.map((reel) => reel[1] as string);
  const [a, b, c] = line;
  let multiplier = 0;
  if (a === b && b === c) multiplier = SYMBOLS.find((s) => s.name === a)?.pays ?? 0;
  else if (a === 'cherry' && b === 'cherry') multiplier = CHERRY_PAIR_PAYS;
  return { reels, multiplier };
}

/** Sessions, spins, favourites and recent plays. */
export class Play {
  /** Random integer in [0, max): crypto by default; tests replace it to force outcomes. */
  random: (max: number) => number = (max) => randomInt(max);

  constructor(private readonly domain: Domain) {}

  private nowIso(): string {
    return new Date(this.domain.clock.now()).toISOString();
  }

  private demoDecimals(user: UserRow | null): number {
    return user ? this.domain.decimalsOf(user) : 2;
  }

  private sessionRow(id: string): SessionRow | undefined {
    return stmt(this.domain.db, 'SELECT s.*, g.slug AS game_slug FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = ?').get(id) as SessionRow | undefined;
  }

  private sessionDto(row: SessionRow, user: UserRow | null): SessionDto {
    return {
      id: row.id,
      mode: row.mode,
      game_slug: row.game_slug,
      ...(row.demo_balance_minor !== null ? { demo_balance: formatMoney(row.demo_balance_minor, this.demoDecimals(user)) } : {}),
    };
  }

  /** Opens a session of a game; real money needs a verified, non-excluded player. */
  createSession(slug: string, mode: PlayMode, user: UserRow | null): SessionDto {
    const game = this.domain.catalogue.gameRef(slug);
    if (!game) throw new DomainError(404, 'Game not found.');
    if (mode === 'real') {
      if (!user) throw new DomainError(401, 'Unauthenticated.');
      this.assertMayPlay(user);
    }
    const id = randomToken(24);
    const demo = mode === 'demo' ? DEMO_START_UNITS * 10 ** this.demoDecimals(user) : null;
    stmt(this.domain.db, 'INSERT INTO game_sessions (id, user_id, game_id, mode, demo_balance_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, user?.id ?? null, game.id, mode, demo, this.nowIso());
    if (user) this.touchRecent(user.id, game.id);
    return this.sessionDto(this.sessionRow(id) as SessionRow, user);
  }

  /** The session and its player (undefined when unknown). */
  session(id: string): { session: SessionDto; user: UserRow | null; gameTitle: string; balance: string } | undefined {
    const row = this.sessionRow(id);
    if (!row) return undefined;
    const user = row.user_id === null ? null : (this.domain.users.byId(row.user_id) ?? null);
    const game = this.domain.catalogue.gameRef(row.game_slug);
    const balance = row.mode === 'demo' ? (row.demo_balance_minor ?? 0) : (user?.balance_minor ?? 0);
    return { session: this.sessionDto(row, user), user, gameTitle: game?.title ?? row.game_slug, balance: formatMoney(balance, this.demoDecimals(user)) };
  }

  private assertMayPlay(user: UserRow): void {
    if (!user.email_verified_at) throw new DomainError(403, 'Verify your e-mail address to play for real money.');
    const excluded = this.domain.responsibleGaming.exclusionMessage(user.id);
    if (excluded) throw new DomainError(403, excluded.message);
  }

  private touchRecent(userId: number, gameId: number): void {
    stmt(this.domain.db, 'INSERT INTO recent_plays (user_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT(user_id, game_id) DO UPDATE SET played_at = excluded.played_at').run(userId, gameId, this.nowIso());
  }

  /**
   * One spin. Demo: play money of the session only. Real: stake debited and win credited through the ledger in
   * one transaction, the oldest active bonus's wager advanced, then BalanceChanged (and limit warnings) pushed.
   */
  async spin(sessionId: string, stakeMinor: number): Promise<SpinResult> {
    const row = this.sessionRow(sessionId);
    if (!row) throw new DomainError(404, 'Game session not found.');
    const stakeError = (message: string): DomainError => new DomainError(422, message, { stake: [message] });
    if (stakeMinor <= 0) throw stakeError('The stake must be greater than zero.');
    const { reels, multiplier } = drawReels(this.random);
    const winMinor = stakeMinor * multiplier;

    if (row.mode === 'demo') {
      return this.domain.db.transaction(() => {
        const fresh = this.sessionRow(sessionId) as SessionRow;
        const balance = fresh.demo_balance_minor ?? 0;
        if (stakeMinor > balance) throw stakeError('The stake exceeds your demo balance.');
        const after = balance - stakeMinor + winMinor;
        stmt(this.domain.db, 'UPDATE game_sessions SET demo_balance_minor = ? WHERE id = ?').run(after, sessionId);
        const id = this.insertSpin(fresh, stakeMinor, winMinor, reels);
        const user = fresh.user_id === null ? null : (this.domain.users.byId(fresh.user_id) ?? null);
        const d = this.demoDecimals(user);
        return { spin: { id, stake: formatMoney(stakeMinor, d), win: formatMoney(winMinor, d), reels }, balance: formatMoney(after, d) };
      })();
    }

    const outcome = this.domain.db.transaction(() => {
      const user = row.user_id === null ? undefined : this.domain.users.byId(row.user_id);
      if (!user) throw new DomainError(404, 'Game session not found.');
      this.assertMayPlay(user);
      if (stakeMinor > user.balance_minor) throw stakeError('The stake exceeds your balance.');
      const refusal = this.domain.responsibleGaming.lossRefusal(user, stakeMinor);
      if (refusal) throw stakeError(refusal);
      const id = this.insertSpin(row, stakeMinor, winMinor, reels);
      let balance = this.domain.ledger.post(user.id, -stakeMinor, 'spin_stake', { type: 'spin', id });
      if (winMinor > 0) balance = this.domain.ledger.post(user.id, winMinor, 'spin_win', { type: 'spin', id });
      this.touchRecent(user.id, row.game_id);
      const wagered = this.advanceWager(user.id, stakeMinor);
      return { user, id, balance, wagered };
    })();
    const { user, id, balance } = outcome;
    const d = this.domain.decimalsOf(user);
    void this.domain.publisher.toUser(user.uuid, 'BalanceChanged', { balance: formatMoney(balance, d), currency_code: user.currency_code });
    // fulfilBonus re-checks the bonus and runs its own transaction (credit + BonusFulfilledNotification).
    if (outcome.wagered !== null) await this.domain.fulfilBonus(outcome.wagered);
    this.domain.responsibleGaming.warnIfNear(user, 'loss');
    return { spin: { id, stake: formatMoney(stakeMinor, d), win: formatMoney(winMinor, d), reels }, balance: formatMoney(this.domain.users.byId(user.id)?.balance_minor ?? balance, d) };
  }

  private insertSpin(row: SessionRow, stakeMinor: number, winMinor: number, reels: string[][]): number {
    return Number(
      stmt(this.domain.db, 'INSERT INTO spins (session_id, user_id, game_id, mode, stake_minor, win_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(row.id, row.user_id, row.game_id, row.mode, stakeMinor, winMinor, JSON.stringify(reels), this.nowIso()).lastInsertRowid,
    );
  }

  /** Adds a real stake to the oldest active, unexpired bonus; returns its id when the requirement is now met. */
  private advanceWager(userId: number, stakeMinor: number): number | null {
    const bonus = stmt(
      this.domain.db,
      "SELECT id, amount_minor, wager, wagered_minor FROM bonuses WHERE user_id = ? AND status = 'active' AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at, id LIMIT 1",
    ).get(userId, this.nowIso()) as { id: number; amount_minor: number; wager: number; wagered_minor: number } | undefined;
    if (!bonus) return null;
    const required = bonus.amount_minor * bonus.wager;
    const total = Math.min(required, bonus.wagered_minor + stakeMinor);
    stmt(this.domain.db, 'UPDATE bonuses SET wagered_minor = ? WHERE id = ?').run(total, bonus.id);
    return total >= required ? bonus.id : null;
  }

  private gamesByIds(rows: { slug: string }[], apiBase: string): GameDto[] {
    return rows.map((r) => this.domain.catalogue.game(r.slug, apiBase)).filter((g): g is GameDto => g !== undefined);
  }

  /** The player's favourite games, most recently added first. */
  favourites(userId: number, apiBase: string): GameDto[] {
    const rows = stmt(this.domain.db, 'SELECT g.slug FROM favourites f JOIN games g ON g.id = f.game_id WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC').all(userId) as { slug: string }[];
    return this.gamesByIds(rows, apiBase);
  }

  /** Adds (idempotently) or removes a favourite; 404 for an unknown game. */
  setFavourite(userId: number, slug: string, on: boolean): void {
    const game = this.domain.catalogue.gameRef(slug);
    if (!game) throw new DomainError(404, 'Game not found.');
    if (on) stmt(this.domain.db, 'INSERT OR IGNORE INTO favourites (user_id, game_id, created_at) VALUES (?, ?, ?)').run(userId, game.id, this.nowIso());
    else stmt(this.domain.db, 'DELETE FROM favourites WHERE user_id = ? AND game_id = ?').run(userId, game.id);
  }

  /** The last 12 games the player opened, most recent first. */
  recent(userId: number, apiBase: string): GameDto[] {
    const rows = stmt(this.domain.db, 'SELECT g.slug FROM recent_plays r JOIN games g ON g.id = r.game_id WHERE r.user_id = ? ORDER BY r.played_at DESC LIMIT ?').all(userId, RECENT_LIMIT) as { slug: string }[];
    return this.gamesByIds(rows, apiBase);
  }
}
