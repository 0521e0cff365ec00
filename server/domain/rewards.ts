/**
 * Rewards: bonuses (granted as bonus money, wagered, fulfilled), cash prizes and freespins. Each operation
 * changes the database in one transaction with the player's notification row, then publishes its events.
 */
import type { BonusDto } from '../db/repositories/bonuses';
import type { FreespinRow } from '../db/repositories/freespins';
import type { UserRow } from '../db/repositories/users';
import { isoNow, userMoney, type DomainContext } from './context';
import { notFound } from './errors';
import { asLocale, DEFAULT_LOCALE } from '../i18n';
import type { Players } from './players';

/** Winnings of free spins are bonus money with this wager (the seed's bonus rule, "вейджер x35"). */
export const FREESPIN_WIN_WAGER = 35;
/** Days the bonus collecting free-spin winnings stays valid. */
export const FREESPIN_WIN_BONUS_DAYS = 14;

/** What one free spin changed in the bonus collecting its pack's winnings. */
export interface FreespinWin {
  bonusId: number;
  created: boolean;
}

/** A cash prize written in a transaction, to publish once it has committed. */
export interface CreditedCash {
  user: UserRow;
  /** the notification's id */
  id: number;
  amount: string;
  description: string;
  balanceMinor: number;
  version: number;
}

/** Bonuses, prizes and freespins. */
export class Rewards {
  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
  ) {}

  /** A content text (bonus title, prize description) in the player's saved language, for their pushes. */
  private inLanguageOf(user: UserRow, source: string): string {
    return this.ctx.repos.translations.translate(asLocale(user.locale) ?? DEFAULT_LOCALE, source);
  }

  /** Stores the notification of a new bonus (call inside its transaction); the text is rewritten in the reader's language when read. */
  private storeBonusCreated(user: UserRow, bonusId: number, title: string, amountMinor: number, wager: number): void {
    const amount = userMoney(this.ctx, user, amountMinor);
    this.ctx.repos.notifications.add(
      user.id,
      'BonusCreatedNotification',
      'Новый бонус',
      `Вы получили бонус «${title}» на ${amount} ${user.currency_code}, вейджер x${wager}`,
      { id: bonusId, title, amount, wager },
    );
  }

  private daysFromNow(days: number): string {
    return new Date(this.ctx.clock.now() + days * 86_400_000).toISOString();
  }

  /** Grants a bonus: its money enters the balance as bonus money (not withdrawable until wagered); then BonusCreatedNotification + BalanceChanged. */
  async grantBonus(userId: number, title: string, amountMinor: number, wager: number, days = 14): Promise<BonusDto> {
    const { repos } = this.ctx;
    const { user, bonus, balanceMinor, version } = this.ctx.transaction(() => {
      const user = this.players.get(userId);
      const bonus = repos.bonuses.insert({
        user_id: user.id,
        title,
        amount_minor: amountMinor,
        currency_code: user.currency_code,
        wager,
        wagered_minor: 0,
        status: 'active',
        expires_at: this.daysFromNow(days),
        credited_minor: amountMinor,
      });
      const balanceMinor = repos.ledger.post(user.id, amountMinor, 'bonus', isoNow(this.ctx), {
        type: 'bonus',
        id: bonus.id,
      });
      this.storeBonusCreated(user, bonus.id, title, amountMinor, wager);
      return { user, bonus, balanceMinor, version: repos.ledger.version(user.id) };
    });
    void Promise.all([
      this.ctx.publisher.toUser(user.uuid, 'BonusCreatedNotification', {
        id: bonus.id,
        title: this.inLanguageOf(user, title),
        amount: userMoney(this.ctx, user, amountMinor),
        wager,
      }),
      this.players.publishBalance(user, balanceMinor, version),
    ]);
    return repos.bonuses.toDto(bonus);
  }

  /**
   * Adds a free spin's win to the bonus collecting its pack's winnings (call inside the spin's transaction): the
   * first win opens it (wager x35, nothing in the balance until it is wagered), later ones raise its amount and its
   * wager requirement with it.
   */
  collectFreespinWin(user: UserRow, pack: FreespinRow, winMinor: number): FreespinWin {
    const { repos } = this.ctx;
    const open = pack.bonus_id === null ? undefined : repos.bonuses.byId(pack.bonus_id);
    if (open && open.status === 'active') {
      repos.bonuses.addAmount(open.id, winMinor);
      return { bonusId: open.id, created: false };
    }
    const title = `Выигрыш фриспинов: ${pack.game_title}`;
    const bonus = repos.bonuses.insert({
      user_id: user.id,
      title,
      amount_minor: winMinor,
      currency_code: user.currency_code,
      wager: FREESPIN_WIN_WAGER,
      wagered_minor: 0,
      status: 'active',
      expires_at: this.daysFromNow(FREESPIN_WIN_BONUS_DAYS),
      credited_minor: 0,
    });
    repos.freespins.setBonus(pack.id, bonus.id);
    this.storeBonusCreated(user, bonus.id, title, winMinor, FREESPIN_WIN_WAGER);
    return { bonusId: bonus.id, created: true };
  }

  /** Publishes what a free spin changed (after its commit): the pack's counter, and the bonus its win went to. */
  async publishFreespinSpin(user: UserRow, packId: number, win: FreespinWin | null): Promise<void> {
    const { repos, publisher } = this.ctx;
    const pack = repos.freespins.byId(packId);
    const sends: Promise<void>[] = [];
    if (pack) sends.push(publisher.toUser(user.uuid, 'FreespinUpdated', { freespin: repos.freespins.toDto(pack) }));
    const bonus = win ? repos.bonuses.byId(win.bonusId) : undefined;
    if (bonus && win) {
      if (win.created)
        sends.push(
          publisher.toUser(user.uuid, 'BonusCreatedNotification', {
            id: bonus.id,
            title: bonus.title,
            amount: userMoney(this.ctx, user, bonus.amount_minor),
            wager: bonus.wager,
          }),
        );
      sends.push(publisher.toUser(user.uuid, 'BonusUpdated', { bonus: repos.bonuses.toDto(bonus) }));
    }
    await Promise.all(sends);
  }

  /** Publishes a bonus's current state (its wagering moved). */
  async publishBonus(user: UserRow, bonusId: number): Promise<void> {
    const bonus = this.ctx.repos.bonuses.byId(bonusId);
    if (bonus)
      await this.ctx.publisher.toUser(user.uuid, 'BonusUpdated', { bonus: this.ctx.repos.bonuses.toDto(bonus) });
  }

  /** Adds wagering progress to a bonus; when the requirement is met the bonus is fulfilled (credited). */
  async wagerBonus(bonusId: number, wageredMinor: number): Promise<BonusDto> {
    const { bonuses } = this.ctx.repos;
    const bonus = bonuses.byId(bonusId);
    if (!bonus || bonus.status !== 'active') throw notFound('Bonus');
    const required = bonus.amount_minor * bonus.wager;
    const total = Math.min(bonus.wagered_minor + wageredMinor, required);
    if (total >= required) return this.fulfilBonus(bonusId);
    bonuses.update(bonusId, total, 'active');
    return bonuses.toDto({ ...bonus, wagered_minor: total });
  }

  /**
   * Adds a real-money stake to the oldest active, unexpired bonus (call inside the spin's transaction); returns
   * that bonus and whether its requirement is now met, so the caller fulfils it (or publishes it) after the commit.
   */
  advanceWager(userId: number, stakeMinor: number): { bonusId: number; fulfilled: boolean } | null {
    const { bonuses } = this.ctx.repos;
    const bonus = bonuses.oldestActive(userId, isoNow(this.ctx));
    if (!bonus) return null;
    const required = bonus.amount_minor * bonus.wager;
    const total = Math.min(required, bonus.wagered_minor + stakeMinor);
    bonuses.update(bonus.id, total, 'active');
    return { bonusId: bonus.id, fulfilled: total >= required };
  }

  /** Marks a bonus wagered and credits what was not credited at grant (older bonuses); then BonusFulfilledNotification + BalanceChanged. */
  async fulfilBonus(bonusId: number): Promise<BonusDto> {
    const { repos } = this.ctx;
    const { user, bonus, balanceMinor, version } = this.ctx.transaction(() => {
      const bonus = repos.bonuses.byId(bonusId);
      if (!bonus || bonus.status !== 'active') throw notFound('Bonus');
      const user = this.players.get(bonus.user_id);
      repos.bonuses.update(bonus.id, bonus.amount_minor * bonus.wager, 'finished');
      const rest = bonus.amount_minor - bonus.credited_minor;
      // Free-spin winnings enter the balance only once wagered: that credit is the history's free-spin win.
      const kind = repos.freespins.collectsWinnings(bonus.id) ? 'freespin_win' : 'bonus_fulfilled';
      const balanceMinor =
        rest > 0
          ? repos.ledger.post(user.id, rest, kind, isoNow(this.ctx), { type: 'bonus', id: bonus.id })
          : user.balance_minor;
      repos.notifications.add(
        user.id,
        'BonusFulfilledNotification',
        'Бонус отыгран',
        `Бонус «${bonus.title}» отыгран`,
        { id: bonus.id, title: bonus.title, amount: userMoney(this.ctx, user, bonus.amount_minor) },
      );
      return { user, bonus, balanceMinor, version: repos.ledger.version(user.id) };
    });
    void Promise.all([
      this.ctx.publisher.toUser(user.uuid, 'BonusFulfilledNotification', {
        id: bonus.id,
        title: this.inLanguageOf(user, bonus.title),
        amount: userMoney(this.ctx, user, bonus.amount_minor),
      }),
      this.players.publishBalance(user, balanceMinor, version),
    ]);
    return repos.bonuses.toDto(repos.bonuses.byId(bonusId) ?? bonus);
  }

  /** Credits a cash prize; then CashRewardNotification + BalanceChanged. */
  async cashReward(
    userId: number,
    amountMinor: number,
    description: string,
  ): Promise<{ id: number; amount: string; balance: string }> {
    const credited = this.ctx.transaction(() => this.creditCash(userId, amountMinor, description));
    this.publishCash(credited);
    return {
      id: credited.id,
      amount: credited.amount,
      balance: userMoney(this.ctx, credited.user, credited.balanceMinor),
    };
  }

  /** The ledger row and notification of a cash prize (call inside a transaction; publish it after the commit). */
  creditCash(userId: number, amountMinor: number, description: string): CreditedCash {
    const { repos } = this.ctx;
    const user = this.players.get(userId);
    const amount = userMoney(this.ctx, user, amountMinor);
    const id = repos.notifications.add(
      user.id,
      'CashRewardNotification',
      'Денежный приз',
      `Вы получили приз ${amount} ${user.currency_code}: ${description}`,
      { amount, currency_code: user.currency_code, description },
    );
    // The notification keeps the prize's description, which the account history shows.
    const balanceMinor = repos.ledger.post(user.id, amountMinor, 'cash_reward', isoNow(this.ctx), {
      type: 'notification',
      id,
    });
    return { user, id, amount, description, balanceMinor, version: repos.ledger.version(user.id) };
  }

  /** CashRewardNotification + BalanceChanged of a committed cash prize. */
  publishCash({ user, id, amount, description, balanceMinor, version }: CreditedCash): void {
    void Promise.all([
      this.ctx.publisher.toUser(user.uuid, 'CashRewardNotification', {
        id,
        amount,
        currency_code: user.currency_code,
        description: this.inLanguageOf(user, description),
      }),
      this.players.publishBalance(user, balanceMinor, version),
    ]);
  }

  /** Grants freespins in a game; then FreespinRewardNotification. */
  async grantFreespins(
    userId: number,
    gameSlug: string,
    quantity: number,
    days = 7,
  ): Promise<{ id: number; quantity: number; gameTitle: string }> {
    const { repos } = this.ctx;
    const { user, id, game } = this.ctx.transaction(() => {
      const user = this.players.get(userId);
      const game = repos.catalogue.gameRef(gameSlug);
      if (!game) throw notFound('Game');
      const id = repos.freespins.insert(user.id, game.id, quantity, this.daysFromNow(days));
      repos.notifications.add(
        user.id,
        'FreespinRewardNotification',
        'Фриспины',
        `Вы получили ${quantity} фриспинов в игре ${game.title}`,
        { freespin_id: id, quantity, gameTitle: game.title },
      );
      return { user, id, game };
    });
    void this.ctx.publisher.toUser(user.uuid, 'FreespinRewardNotification', { id, quantity, gameTitle: game.title });
    return { id, quantity, gameTitle: game.title };
  }
}
