/**
 * Domain operations shared by the API, `POST /dev/simulate` and `npm run demo:events`: each changes the
 * database in one transaction, writes the player's notification row, then publishes the realtime events.
 */
import type { Db } from '../db/connection';
import { UsersRepository, type UserRow } from '../db/repositories/users';
import { PlayerRepository } from '../db/repositories/player';
import { ContentRepository } from '../db/repositories/content';
import { CatalogueRepository } from '../db/repositories/catalogue';
import type { EventPublisher } from '../events/publisher';
import { decimalsFor, formatMoney } from '../lib/money';
import { DEV_PAYMENT_PROVIDER_SECRET, Ledger, Wallet } from './wallet';
import { Play } from './play';
import { ResponsibleGaming } from './responsibleGaming';

export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The operations that move money or grant rewards. */
export class Domain {
  readonly users: UsersRepository;
  readonly player: PlayerRepository;
  readonly content: ContentRepository;
  readonly catalogue: CatalogueRepository;
  /** The clock of the wallet, play and responsible-gaming rules (tests move it to pass cooling-off periods). */
  readonly clock = { now: (): number => Date.now() };
  readonly ledger: Ledger;
  readonly wallet: Wallet;
  readonly play: Play;
  readonly responsibleGaming: ResponsibleGaming;

  constructor(
    readonly db: Db,
    readonly publisher: EventPublisher,
    paymentProviderSecret = process.env.PAYMENT_PROVIDER_SECRET || DEV_PAYMENT_PROVIDER_SECRET,
  ) {
    this.users = new UsersRepository(db);
    this.player = new PlayerRepository(db);
    this.content = new ContentRepository(db);
    this.catalogue = new CatalogueRepository(db);
    this.ledger = new Ledger(this);
    this.wallet = new Wallet(this, paymentProviderSecret);
    this.play = new Play(this);
    this.responsibleGaming = new ResponsibleGaming(this);
  }

  /** Decimal places of a user's currency. */
  decimalsOf(user: UserRow): number {
    return decimalsFor(this.catalogue.currency(user.currency_code)?.fiat ?? true);
  }

  private money(user: UserRow, minor: number): string {
    return formatMoney(minor, this.decimalsOf(user));
  }

  private fresh(userId: number): UserRow {
    const u = this.users.byId(userId);
    if (!u) throw new DomainError(404, 'User not found.');
    return u;
  }

  /** Credits a deposit at once (dev/demo path; the provider flow is `wallet`): payment row, ledger, notification; then BalanceChanged + PaymentFulfilled. */
  async creditPayment(userId: number, amountMinor: number): Promise<{ paymentId: number; balance: string; amount: string }> {
    const { user, paymentId, balanceMinor } = this.db.transaction(() => {
      const user = this.fresh(userId);
      const { paymentId, balanceMinor } = this.wallet.insertFulfilledPayment(user, amountMinor);
      const amount = this.money(user, amountMinor);
      const balance = this.money(user, balanceMinor);
      this.player.notify(user.id, 'PaymentFulfilled', 'Платёж зачислен', `Платёж на ${amount} ${user.currency_code} зачислен. Баланс: ${balance} ${user.currency_code}`, {
        amount,
        currency_code: user.currency_code,
        balance,
      });
      return { user, paymentId, balanceMinor };
    })();
    const amount = this.money(user, amountMinor);
    const balance = this.money(user, balanceMinor);
    void Promise.all([
      this.publisher.toUser(user.uuid, 'BalanceChanged', { balance, currency_code: user.currency_code }),
      this.publisher.toUser(user.uuid, 'PaymentFulfilled', { amount, currency_code: user.currency_code, balance }),
    ]);
    return { paymentId, balance, amount };
  }

  /** Debits a withdrawal request (422 over the balance or over the withdrawable part); then BalanceChanged. */
  async requestWithdrawal(userId: number, amountMinor: number, method: string, details: string) {
    const result = this.db.transaction(() => {
      const user = this.fresh(userId);
      if (amountMinor <= 0) throw new DomainError(422, 'The amount must be greater than zero.', { amount: ['The amount must be greater than zero.'] });
      if (amountMinor > user.balance_minor) throw new DomainError(422, 'The amount exceeds your balance.', { amount: ['The amount exceeds your balance.'] });
      if (amountMinor > this.wallet.withdrawableMinor(user)) {
        const message = `The amount exceeds your withdrawable balance of ${this.money(user, this.wallet.withdrawableMinor(user))} ${user.currency_code}: active bonus money cannot be withdrawn.`;
        throw new DomainError(422, message, { amount: [message] });
      }
      const withdrawal = this.player.insertWithdrawal(user.id, amountMinor, user.currency_code, method, details);
      this.ledger.post(user.id, -amountMinor, 'withdrawal', { type: 'withdrawal', id: withdrawal.id });
      return { withdrawal, user: this.fresh(user.id) };
    })();
    void this.publisher.toUser(result.user.uuid, 'BalanceChanged', { balance: this.money(result.user, result.user.balance_minor), currency_code: result.user.currency_code });
    return result;
  }

  /** Grants a bonus: its money enters the balance as bonus money (not withdrawable until wagered); then BonusCreatedNotification + BalanceChanged. */
  async grantBonus(userId: number, title: string, amountMinor: number, wager: number, days = 14) {
    const { user, bonus, balanceMinor } = this.db.transaction(() => {
      const user = this.fresh(userId);
      const bonus = this.player.insertBonus({
        user_id: user.id, title, amount_minor: amountMinor, currency_code: user.currency_code, wager, wagered_minor: 0, status: 'active',
        expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
      });
      this.db.prepare('UPDATE bonuses SET credited_minor = ? WHERE id = ?').run(amountMinor, bonus.id);
      const balanceMinor = this.ledger.post(user.id, amountMinor, 'bonus', { type: 'bonus', id: bonus.id });
      const amount = this.money(user, amountMinor);
      this.player.notify(user.id, 'BonusCreatedNotification', 'Новый бонус', `Вы получили бонус «${title}» на ${amount} ${user.currency_code}, вейджер x${wager}`, { id: bonus.id, title, amount, wager });
      return { user, bonus, balanceMinor };
    })();
    void Promise.all([
      this.publisher.toUser(user.uuid, 'BonusCreatedNotification', { id: bonus.id, title, amount: this.money(user, amountMinor), wager }),
      this.publisher.toUser(user.uuid, 'BalanceChanged', { balance: this.money(user, balanceMinor), currency_code: user.currency_code }),
    ]);
    return this.player.bonusDto(bonus);
  }

  /** Adds wagering progress to a bonus; when the requirement is met the bonus is fulfilled (credited). */
  async wagerBonus(bonusId: number, wageredMinor: number) {
    const bonus = this.player.bonus(bonusId);
    if (!bonus || bonus.status !== 'active') throw new DomainError(404, 'Bonus not found.');
    const total = Math.min(bonus.wagered_minor + wageredMinor, bonus.amount_minor * bonus.wager);
    if (total >= bonus.amount_minor * bonus.wager) return this.fulfilBonus(bonusId);
    this.player.updateBonus(bonusId, total, 'active');
    return this.player.bonusDto(this.player.bonus(bonusId) as NonNullable<ReturnType<PlayerRepository['bonus']>>);
  }

  /** Marks a bonus wagered and credits what was not credited at grant (older bonuses); then BonusFulfilledNotification + BalanceChanged. */
  async fulfilBonus(bonusId: number) {
    const { user, bonus, balanceMinor } = this.db.transaction(() => {
      const bonus = this.player.bonus(bonusId);
      if (!bonus || bonus.status !== 'active') throw new DomainError(404, 'Bonus not found.');
      const user = this.fresh(bonus.user_id);
      this.player.updateBonus(bonus.id, bonus.amount_minor * bonus.wager, 'finished');
      const credited = (this.db.prepare('SELECT credited_minor FROM bonuses WHERE id = ?').get(bonus.id) as { credited_minor: number }).credited_minor;
      const rest = bonus.amount_minor - credited;
      const balanceMinor = rest > 0 ? this.ledger.post(user.id, rest, 'bonus_fulfilled', { type: 'bonus', id: bonus.id }) : user.balance_minor;
      this.player.notify(user.id, 'BonusFulfilledNotification', 'Бонус отыгран', `Бонус «${bonus.title}» отыгран`, { id: bonus.id, title: bonus.title, amount: this.money(user, bonus.amount_minor) });
      return { user, bonus, balanceMinor };
    })();
    void Promise.all([
      this.publisher.toUser(user.uuid, 'BonusFulfilledNotification', { id: bonus.id, title: bonus.title, amount: this.money(user, bonus.amount_minor) }),
      this.publisher.toUser(user.uuid, 'BalanceChanged', { balance: this.money(user, balanceMinor), currency_code: user.currency_code }),
    ]);
    return this.player.bonusDto(this.player.bonus(bonusId) as NonNullable<ReturnType<PlayerRepository['bonus']>>);
  }

  /** Credits a cash prize; then CashRewardNotification + BalanceChanged. */
  async cashReward(userId: number, amountMinor: number, description: string) {
    const { user, id, balanceMinor } = this.db.transaction(() => {
      const user = this.fresh(userId);
      const balanceMinor = this.ledger.post(user.id, amountMinor, 'cash_reward');
      const amount = this.money(user, amountMinor);
      const id = this.player.notify(user.id, 'CashRewardNotification', 'Денежный приз', `Вы получили приз ${amount} ${user.currency_code}: ${description}`, { amount, currency_code: user.currency_code, description });
      return { user, id, balanceMinor };
    })();
    const amount = this.money(user, amountMinor);
    void Promise.all([
      this.publisher.toUser(user.uuid, 'CashRewardNotification', { id, amount, currency_code: user.currency_code, description }),
      this.publisher.toUser(user.uuid, 'BalanceChanged', { balance: this.money(user, balanceMinor), currency_code: user.currency_code }),
    ]);
    return { id, amount, balance: this.money(user, balanceMinor) };
  }

  /** Grants freespins in a game; then FreespinRewardNotification. */
  async grantFreespins(userId: number, gameSlug: string, quantity: number, days = 7) {
    const { user, id, game } = this.db.transaction(() => {
      const user = this.fresh(userId);
      const game = this.catalogue.gameRef(gameSlug);
      if (!game) throw new DomainError(404, 'Game not found.');
      const id = this.player.insertFreespins(user.id, game.id, quantity, new Date(Date.now() + days * 86_400_000).toISOString());
      this.player.notify(user.id, 'FreespinRewardNotification', 'Фриспины', `Вы получили ${quantity} фриспинов в игре ${game.title}`, { freespin_id: id, quantity, gameTitle: game.title });
      return { user, id, game };
    })();
    void this.publisher.toUser(user.uuid, 'FreespinRewardNotification', { id, quantity, gameTitle: game.title });
    return { id, quantity, gameTitle: game.title };
  }

  /** Grows every jackpot a little (random cents) and publishes JackpotsUpdated on `common`. */
  async tickJackpots(random: () => number = Math.random) {
    const jackpots = this.db.transaction(() => {
      for (const id of this.content.jackpotIds()) this.content.growJackpot(id, Math.floor(random() * 5_000) + 1);
      return this.content.jackpots();
    })();
    void this.publisher.toCommon('JackpotsUpdated', { jackpots });
    return jackpots;
  }

  /** Publishes UserUpdated with the current user. */
  async userUpdated(userId: number): Promise<void> {
    const user = this.fresh(userId);
    void this.publisher.toUser(user.uuid, 'UserUpdated', { user: this.users.toDto(user) });
  }

  /** Publishes SettingsUpdated with the current site settings to one user. */
  async settingsUpdated(userId: number) {
    const user = this.fresh(userId);
    const settings = this.content.settings();
    void this.publisher.toUser(user.uuid, 'SettingsUpdated', { settings });
    return { settings };
  }
}
