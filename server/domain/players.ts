/** The player record the rules act on, and the pushes that carry a player's current state (balance, user, settings). */
import type { SettingDto } from '../db/repositories/content';
import type { UserRow } from '../db/repositories/users';
import type { DomainContext } from './context';
import { notFound } from './errors';

/** Looks players up for the rules and tells their browsers what changed. */
export class Players {
  constructor(private readonly ctx: DomainContext) {}

  /** The player as stored now; 404 when the id is unknown. */
  get(userId: number): UserRow {
    const user = this.ctx.repos.users.byId(userId);
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * Publishes BalanceChanged with `balanceMinor` in the player's currency and its `version` (the ledger row id that
   * made it, read inside the transaction that wrote it), so the browser can tell it from an older REST answer.
   */
  publishBalance(user: UserRow, balanceMinor: number, version: number): Promise<void> {
    return this.ctx.publisher.toUser(user.uuid, 'BalanceChanged', {
      balance: this.ctx.money.format(balanceMinor, user.currency_code),
      currency_code: user.currency_code,
      balance_version: version,
    });
  }

  /** Publishes UserUpdated with the current user. */
  async userUpdated(userId: number): Promise<void> {
    const user = this.get(userId);
    void this.ctx.publisher.toUser(user.uuid, 'UserUpdated', { user: this.ctx.repos.users.toDto(user) });
  }

  /** Publishes SettingsUpdated with the current site settings to one player. */
  async settingsUpdated(userId: number): Promise<{ settings: SettingDto[] }> {
    const user = this.get(userId);
    const settings = this.ctx.repos.content.settings();
    void this.ctx.publisher.toUser(user.uuid, 'SettingsUpdated', { settings });
    return { settings };
  }
}
