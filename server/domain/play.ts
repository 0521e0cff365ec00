/**
 * Game play: demo and real-money sessions of the demo slot, spins (real ones go through the ledger and advance
 * the active bonus's wager), favourites and recently played games.
 */
import { randomInt } from 'node:crypto';
import type { GameDto } from '../db/repositories/catalogue';
import type { PlayMode, SessionRow } from '../db/repositories/gameSessions';
import type { UserRow } from '../db/repositories/users';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import type { AccessTokens } from './accessTokens';
import { decimalsFor, formatMoney } from '../lib/money';
import { isoNow, type DomainContext } from './context';
import { DomainError, invalidField, notFound } from './errors';
import { text } from '../i18n';
import type { Players } from './players';
import type { ResponsibleGaming } from './responsibleGaming';
import { JACKPOT_DRAW_RANGE, type Jackpots } from './jackpots';
import type { FreespinWin, Rewards } from './rewards';
import type { Schemas } from '../schemas';
import { drawReels } from './slotReels';
import type { RecordedWin, Wins } from './wins';

export { CHERRY_PAIR_PAYS, drawReels, SYMBOLS } from './slotReels';

export type { PlayMode };

/** Demo sessions start with 1000 units of play money. */
export const DEMO_START_UNITS = 1000;
const RECENT_LIMIT = 12;
/** A real-money session ends this long after its last spin … */
export const REAL_SESSION_IDLE_MS = 30 * 60_000;
/** … and this long after it opened, whatever happens. */
export const REAL_SESSION_MAX_MS = 4 * 60 * 60_000;
/** Demo sessions unused for this long are deleted with their spins. */
export const DEMO_SESSION_RETENTION_MS = 24 * 60 * 60_000;

/** An open session with its player, ready for the slot page or a spin. */
export interface OpenSession {
  session: SessionDto;
  user: UserRow | null;
  gameTitle: string;
  balance: string;
  /** free spins the player has left in this game (real money only; 0 otherwise) */
  freespinsLeft: number;
}

export interface SessionDto {
  id: string;
  mode: PlayMode;
  game_slug: string;
  demo_balance?: string;
}

export interface SpinResult {
  spin: { id: number; stake: string; win: string; reels: string[][]; free?: boolean };
  balance: string;
  /** the pack of free spins this spin used (its counter after the spin) */
  freespin?: Schemas['Freespin'];
}

/** A free spin plays this many units of the player's currency (the smallest stake but one on the slot page). */
export const FREESPIN_STAKE_UNITS = 10;

/** Sessions, spins, favourites and recent plays. */
export class Play {
  /** Random integer in [0, max): crypto by default; tests replace it to force outcomes. */
  random: (max: number) => number = (max) => randomInt(max);
  /** A paid spin's jackpot draw, in [0, JACKPOT_DRAW_RANGE) (Jackpots.wonOnSpin); tests replace it to force a win. */
  jackpotDraw: () => number = () => randomInt(JACKPOT_DRAW_RANGE);

  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
    private readonly responsibleGaming: ResponsibleGaming,
    private readonly rewards: Rewards,
    private readonly tokens: AccessTokens,
    private readonly wins: Wins,
    private readonly jackpots: Jackpots,
  ) {}

  /** Decimals of a session's money: the player's currency, or fiat decimals for a guest's demo play money. */
  sessionDecimals(user: UserRow | null): number {
    return user ? this.ctx.money.decimals(user.currency_code) : decimalsFor(true);
  }

  private sessionDto(row: SessionRow, user: UserRow | null): SessionDto {
    return {
      id: row.id,
      mode: row.mode,
      game_slug: row.game_slug,
      ...(row.demo_balance_minor !== null
        ? { demo_balance: formatMoney(row.demo_balance_minor, this.sessionDecimals(user)) }
        : {}),
    };
  }

  private ownerOf(row: SessionRow): UserRow | null {
    return row.user_id === null ? null : (this.ctx.repos.users.byId(row.user_id) ?? null);
  }

  /**
   * Opens a session of a game; real money needs a verified, non-excluded player and the bearer `token` the player
   * signed in with: the session answers that token only.
   */
  createSession(slug: string, mode: PlayMode, user: UserRow | null, token: string | null = null): SessionDto {
    const { repos } = this.ctx;
    const game = repos.catalogue.gameRef(slug);
    if (!game) throw notFound('Game');
    if (mode === 'real') {
      if (!user || !token) throw new DomainError('unauthenticated', text('http.unauthenticated'));
      this.assertMayPlay(user);
    }
    const id = randomToken(24);
    const demo = mode === 'demo' ? DEMO_START_UNITS * 10 ** this.sessionDecimals(user) : null;
    const at = isoNow(this.ctx);
    repos.gameSessions.insert(
      id,
      user?.id ?? null,
      game.id,
      mode,
      demo,
      mode === 'real' && token ? sha256(token) : null,
      at,
    );
    if (user) repos.favourites.touchRecent(user.id, game.id, at);
    return this.sessionDto(repos.gameSessions.byId(id) as SessionRow, user);
  }

  /**
   * The session `id` for a request carrying `token` (or none). Unknown → 404. A demo session's id is its credential.
   * A real-money one needs the live token that opened it (401 without a token, 403 with another) and must not have
   * expired (403: 30 minutes without a spin, 4 hours after it opened).
   */
  open(id: string, token: string | null): OpenSession {
    const row = this.ctx.repos.gameSessions.byId(id);
    if (!row) throw notFound('Game session');
    if (row.mode === 'real') this.assertOwnerToken(row, token);
    const user = this.ownerOf(row);
    const game = this.ctx.repos.catalogue.gameRef(row.game_slug);
    const balance = row.mode === 'demo' ? (row.demo_balance_minor ?? 0) : (user?.balance_minor ?? 0);
    const pack =
      row.mode === 'real' && user
        ? this.ctx.repos.freespins.nextUsable(user.id, row.game_id, isoNow(this.ctx))
        : undefined;
    return {
      session: this.sessionDto(row, user),
      user,
      gameTitle: game?.title ?? row.game_slug,
      balance: formatMoney(balance, this.sessionDecimals(user)),
      freespinsLeft: pack ? pack.quantity - pack.used : 0,
    };
  }

  private assertOwnerToken(row: SessionRow, token: string | null): void {
    if (!token) throw new DomainError('unauthenticated', text('play.sign_in_for_real'));
    const owner = this.tokens.user(token);
    if (!owner) throw new DomainError('unauthenticated', text('http.unauthenticated'));
    if (row.token_hash === null || owner.id !== row.user_id || !safeEqual(sha256(token), row.token_hash)) {
      throw new DomainError('forbidden', text('play.session_other_sign_in'));
    }
    const now = this.ctx.clock.now();
    const lastUse = Date.parse(row.last_used_at ?? row.created_at);
    if (now - lastUse > REAL_SESSION_IDLE_MS || now - Date.parse(row.created_at) > REAL_SESSION_MAX_MS) {
      throw new DomainError('forbidden', text('play.session_expired'));
    }
  }

  /** Deletes demo sessions unused for DEMO_SESSION_RETENTION_MS (with their spins); returns how many. */
  pruneDemoSessions(): number {
    return this.ctx.repos.gameSessions.deleteDemoUnusedSince(
      new Date(this.ctx.clock.now() - DEMO_SESSION_RETENTION_MS).toISOString(),
    );
  }

  private assertMayPlay(user: UserRow): void {
    if (!user.email_verified_at) throw new DomainError('forbidden', text('play.verify_email'));
    const excluded = this.responsibleGaming.exclusionMessage(user.id);
    if (excluded) throw new DomainError('forbidden', excluded.message);
  }

  /**
   * One spin. Demo: play money of the session only. Real: stake debited and win credited through the ledger in
   * one transaction, the oldest active bonus's wager advanced, then BalanceChanged (and limit warnings) pushed.
   */
  async spin(sessionId: string, stakeMinor: number): Promise<SpinResult> {
    const { repos } = this.ctx;
    const row = repos.gameSessions.byId(sessionId);
    if (!row) throw notFound('Game session');
    if (stakeMinor <= 0) throw invalidField('stake', text('play.stake_positive'));
    const { reels, multiplier } = drawReels(this.random);
    const winMinor = stakeMinor * multiplier;
    const result = (user: UserRow | null, id: number, balanceMinor: number): SpinResult => {
      const d = this.sessionDecimals(user);
      return {
        spin: { id, stake: formatMoney(stakeMinor, d), win: formatMoney(winMinor, d), reels },
        balance: formatMoney(balanceMinor, d),
      };
    };

    if (row.mode === 'demo') {
      return this.ctx.transaction(() => {
        const fresh = repos.gameSessions.byId(sessionId) as SessionRow;
        const balance = fresh.demo_balance_minor ?? 0;
        if (stakeMinor > balance) throw invalidField('stake', text('play.stake_over_demo_balance'));
        const after = balance - stakeMinor + winMinor;
        repos.gameSessions.setDemoBalance(sessionId, after);
        const at = isoNow(this.ctx);
        repos.gameSessions.touch(sessionId, at);
        const id = repos.gameSessions.insertSpin(fresh, { stakeMinor, winMinor, reels }, at);
        return result(this.ownerOf(fresh), id, after);
      });
    }

    const outcome = this.ctx.transaction(() => {
      const user = row.user_id === null ? undefined : repos.users.byId(row.user_id);
      if (!user) throw notFound('Game session');
      this.assertMayPlay(user);
      const at = isoNow(this.ctx);
      // Free spins of this game come first: the pack's stake, nothing debited, the win to the pack's bonus.
      const pack = repos.freespins.nextUsable(user.id, row.game_id, at);
      if (pack) {
        const freeStake = FREESPIN_STAKE_UNITS * 10 ** this.sessionDecimals(user);
        const freeWin = freeStake * multiplier;
        repos.gameSessions.touch(sessionId, at);
        const id = repos.gameSessions.insertSpin(
          row,
          { stakeMinor: freeStake, winMinor: freeWin, reels, free: true },
          at,
        );
        repos.freespins.useOne(pack.id);
        repos.favourites.touchRecent(user.id, row.game_id, at);
        const won: FreespinWin | null = freeWin > 0 ? this.rewards.collectFreespinWin(user, pack, freeWin) : null;
        return { kind: 'free' as const, user, id, packId: pack.id, won, stakeMinor: freeStake, winMinor: freeWin };
      }
      if (stakeMinor > user.balance_minor) throw invalidField('stake', text('play.stake_over_balance'));
      const refusal = this.responsibleGaming.lossRefusal(user, stakeMinor);
      if (refusal) throw invalidField('stake', refusal);
      repos.gameSessions.touch(sessionId, at);
      const id = repos.gameSessions.insertSpin(row, { stakeMinor, winMinor, reels }, at);
      let balance = repos.ledger.post(user.id, -stakeMinor, 'spin_stake', at, { type: 'spin', id });
      let won: RecordedWin | null = null;
      if (winMinor > 0) {
        balance = repos.ledger.post(user.id, winMinor, 'spin_win', at, { type: 'spin', id });
        won = this.wins.record(user, row.game_id, 'spin', winMinor);
      }
      repos.favourites.touchRecent(user.id, row.game_id, at);
      const wagered = this.rewards.advanceWager(user.id, stakeMinor);
      return { kind: 'real' as const, user, id, balance, version: repos.ledger.version(user.id), wagered, won };
    });

    if (outcome.kind === 'free') {
      const { user, id, packId, won } = outcome;
      await this.rewards.publishFreespinSpin(user, packId, won);
      const d = this.sessionDecimals(user);
      const pack = repos.freespins.byId(packId);
      return {
        spin: {
          id,
          stake: formatMoney(outcome.stakeMinor, d),
          win: formatMoney(outcome.winMinor, d),
          reels,
          free: true,
        },
        balance: formatMoney(repos.users.byId(user.id)?.balance_minor ?? user.balance_minor, d),
        ...(pack ? { freespin: repos.freespins.toDto(pack) } : {}),
      };
    }
    const { user, id, balance, version, wagered, won } = outcome;
    void this.players.publishBalance(user, balance, version);
    if (won) void this.wins.publish(won);
    const jackpotId = this.jackpots.wonOnSpin(row.game_id, this.jackpotDraw());
    if (jackpotId !== undefined) await this.jackpots.award(jackpotId, user.id, row.game_id);
    // fulfilBonus re-checks the bonus and runs its own transaction (credit + BonusFulfilledNotification).
    if (wagered?.fulfilled) await this.rewards.fulfilBonus(wagered.bonusId);
    else if (wagered) void this.rewards.publishBonus(user, wagered.bonusId);
    this.responsibleGaming.warnIfNear(user, 'loss');
    return result(user, id, repos.users.byId(user.id)?.balance_minor ?? balance);
  }

  /** The player's favourite games, most recently added first. */
  favourites(userId: number, apiBase: string): GameDto[] {
    return this.ctx.repos.catalogue.gamesBySlugs(this.ctx.repos.favourites.favouriteSlugs(userId), apiBase);
  }

  /** Adds (idempotently) or removes a favourite; 404 for an unknown game. */
  setFavourite(userId: number, slug: string, on: boolean): void {
    const game = this.ctx.repos.catalogue.gameRef(slug);
    if (!game) throw notFound('Game');
    if (on) this.ctx.repos.favourites.add(userId, game.id, isoNow(this.ctx));
    else this.ctx.repos.favourites.remove(userId, game.id);
  }

  /** The last 12 games the player opened, most recent first. */
  recent(userId: number, apiBase: string): GameDto[] {
    return this.ctx.repos.catalogue.gamesBySlugs(this.ctx.repos.favourites.recentSlugs(userId, RECENT_LIMIT), apiBase);
  }
}
