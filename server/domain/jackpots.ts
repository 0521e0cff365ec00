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
