/**
 * Bonus money leaving the balance unwagered: a bonus whose time ran out (the expiry job) and the bonuses a withdrawal
 * forfeits. Each ends the bonus (`expired`) and removes what is left of its money from the balance with a
 * `bonus_forfeit` ledger row; the rules are in docs/wallet.md.
 */
import type { BonusRow } from '../db/repositories/bonuses';
import type { UserRow } from '../db/repositories/users';
import { isoNow, type DomainContext } from './context';
import type { Players } from './players';

/** What ending some bonuses changed, to publish after the commit. */
export interface EndedBonuses {
  user: UserRow;
  bonusIds: number[];
  forfeitedMinor: number;
}

/** Ends bonuses unwagered and takes their money left out of the balance. */
export class BonusMoney {
  constructor(
    private readonly ctx: DomainContext,
    private readonly players: Players,
  ) {}

  /** Bonus money a withdrawal now would forfeit: what the active bonuses still hold inside the balance. */
  forfeitableMinor(user: UserRow): number {
    return Math.min(user.balance_minor, this.ctx.repos.bonuses.lockedMinor(user.id));
  }

  /** Ends `bonuses` of one user (call inside a transaction); returns what to publish. */
  end(userId: number, bonuses: BonusRow[]): EndedBonuses {
    const { repos } = this.ctx;
    const at = isoNow(this.ctx);
    let forfeitedMinor = 0;
    const ended: number[] = [];
    for (const stale of bonuses) {
      // Re-read inside the transaction: a spin may have spent some of its money since the list was read.
      const bonus = repos.bonuses.byId(stale.id);
      if (!bonus || bonus.status !== 'active') continue;
      ended.push(bonus.id);
      const left = Math.min(bonus.remaining_minor, this.players.get(userId).balance_minor);
      repos.bonuses.expire(bonus.id);
      if (left > 0) repos.ledger.post(userId, -left, 'bonus_forfeit', at, { type: 'bonus', id: bonus.id });
      forfeitedMinor += left;
    }
    return { user: this.players.get(userId), bonusIds: ended, forfeitedMinor };
  }

  /** Ends the user's active bonuses that hold money in the balance (a confirmed withdrawal; inside its transaction). */
  forfeitForWithdrawal(user: UserRow): EndedBonuses {
    return this.end(
      user.id,
      this.ctx.repos.bonuses.active(user.id).filter((b) => b.remaining_minor > 0),
    );
  }

  /** Pushes BonusUpdated for each ended bonus and, when money left the balance, BalanceChanged. */
  async publish(ended: EndedBonuses): Promise<void> {
    const { repos, publisher } = this.ctx;
    const sends: Promise<void>[] = [];
    for (const id of ended.bonusIds) {
      const bonus = repos.bonuses.byId(id);
      if (bonus) sends.push(publisher.toUser(ended.user.uuid, 'BonusUpdated', { bonus: repos.bonuses.toDto(bonus) }));
    }
    if (ended.forfeitedMinor > 0)
      sends.push(this.players.publishBalance(ended.user, ended.user.balance_minor, ended.user.balance_version));
    await Promise.all(sends);
  }

  /** The expiry job: ends every active bonus whose time ran out, one player per transaction; returns how many ended. */
  async expireDue(): Promise<number> {
    const due = this.ctx.repos.bonuses.expiredBy(isoNow(this.ctx));
    const byUser = new Map<number, BonusRow[]>();
    for (const bonus of due) byUser.set(bonus.user_id, [...(byUser.get(bonus.user_id) ?? []), bonus]);
    const results: EndedBonuses[] = [];
    for (const [userId, bonuses] of byUser) results.push(this.ctx.transaction(() => this.end(userId, bonuses)));
    await Promise.all(results.map((r) => this.publish(r)));
    return due.length;
  }
}
