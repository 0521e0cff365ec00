/**
 * The site's jackpots (docs/jackpots.md): they grow and are pushed to everyone on `common`; each can be won on its
 * eligible games, and a win pays the winner (a cash prize: CashRewardNotification + BalanceChanged), shows in the wins
 * feed (WinRecorded) and restarts the jackpot from its seed amount (JackpotsUpdated).
 */
import type { JackpotDto } from '../db/repositories/content';
import { text } from '../i18n';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { convertMinor } from './convertMoney';
import { invalidField, notFound } from './errors';
import type { Players } from './players';
import type { Rewards } from './rewards';
import type { Wins } from './wins';

/** A paid real-money spin draws one whole number below this (docs/jackpots.md, "Winning in play"). */
export const JACKPOT_DRAW_RANGE = 1_000_000;
/** How many of the draws win the smallest jackpot a game carries; each larger one gets a fifth of the one before. */
const SMALLEST_JACKPOT_DRAWS = 100;

/** Jackpot growth, where each can be won, and its wins. */
export class Jackpots {
  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
    private readonly rewards: Rewards,
    private readonly wins: Wins,
  ) {}

  /** Grows every jackpot a little (random cents) and publishes JackpotsUpdated on `common`. */
  async tick(random: () => number = Math.random): Promise<JackpotDto[]> {
    const { content } = this.ctx.repos;
    const jackpots = this.ctx.transaction(() => {
      for (const id of content.jackpotIds()) content.growJackpot(id, Math.floor(random() * 5_000) + 1);
      return content.jackpots();
    });
    void this.ctx.publisher.toCommon('JackpotsUpdated', { jackpots });
    return jackpots;
  }

  /** A jackpot with how many games carry it and its latest winners (the feed's wins). */
  detail(id: number): Schemas['JackpotDetail'] {
    const { content, jackpots, wins } = this.ctx.repos;
    const jackpot = content.jackpots().find((j) => j.id === id);
    if (!jackpot) throw notFound('Jackpot');
    const winners = jackpots.recentWinIds(id).flatMap((winId) => wins.byId(winId) ?? []);
    return { jackpot, games_count: jackpots.gameCounts().get(id) ?? 0, winners };
  }

  /**
   * The jackpot a paid spin on `gameId` wins with `draw` (in [0, JACKPOT_DRAW_RANGE)), if any: the game's jackpots,
   * smallest first, take consecutive windows of draws from 0: 100, 20, 4 and 1 wide.
   */
  wonOnSpin(gameId: number, draw: number): number | undefined {
    let from = 0;
    let width = SMALLEST_JACKPOT_DRAWS;
    for (const id of this.ctx.repos.jackpots.ofGame(gameId)) {
      if (draw >= from && draw < from + width) return id;
      from += width;
      width = Math.max(1, Math.floor(width / 5));
    }
    return undefined;
  }

  /**
   * Pays a jackpot to a player on one of its games: the amount (converted to the player's currency, rounded down) is
   * credited as a cash prize and recorded as a jackpot win in the feed, and the jackpot restarts from its seed
   * amount, in one transaction; then the winner's pushes, WinRecorded and JackpotsUpdated.
   */
  async award(jackpotId: number, userId: number, gameId: number): Promise<Schemas['Win']> {
    const { repos } = this.ctx;
    const { cash, win, list } = this.ctx.transaction(() => {
      const jackpot = repos.jackpots.byId(jackpotId);
      if (!jackpot) throw notFound('Jackpot');
      if (!repos.jackpots.eligible(jackpotId, gameId)) throw invalidField('game', text('jackpots.not_eligible'));
      const user = this.players.get(userId);
      const minor = convertMinor(this.ctx, jackpot.amount_minor, jackpot.currency_code, user.currency_code);
      const cash = this.rewards.creditCash(user.id, minor, `Джекпот ${jackpot.name}`);
      const win = this.wins.record(user, gameId, 'jackpot', minor);
      repos.jackpots.recordWin(jackpot.id, win.id, jackpot.amount_minor, jackpot.currency_code, isoNow(this.ctx));
      return { cash, win, list: repos.content.jackpots() };
    });
    this.rewards.publishCash(cash);
    await Promise.all([this.wins.publish(win), this.ctx.publisher.toCommon('JackpotsUpdated', { jackpots: list })]);
    const dto = repos.wins.byId(win.id);
    if (!dto) throw notFound('Jackpot');
    return dto;
  }
}
