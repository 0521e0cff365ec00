/**
 * The live wins feed (docs/wins-feed.md): every real-money win is recorded with the spin (or jackpot) that paid it,
 * then published as WinRecorded on `common` (unless the winner hides their wins) and as OwnWinRecorded to the winner.
 * The event names the winner only by the public name they chose, never by id or e-mail.
 */
import type { UserRow } from '../db/repositories/users';
import type { WinKind } from '../db/repositories/wins';
import { parseMoney } from '../lib/money';
import { text } from '../i18n';
import type { Schemas } from '../schemas';
import { isoNow, type DomainContext } from './context';
import { invalidField } from './errors';

/** A public name: 2–24 letters, digits, spaces, dots, hyphens or underscores, starting with a letter or digit. */
const PUBLIC_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,23}$/u;
/** Currency rates are stored with up to 8 decimals. */
const RATE_DECIMALS = 8;

/** A win recorded in a transaction, to publish once it has committed. */
export interface RecordedWin {
  id: number;
  user: Pick<UserRow, 'id' | 'uuid'>;
}

/** Records, lists and publishes wins; keeps each player's feed privacy. */
export class Wins {
  constructor(private readonly ctx: DomainContext) {}

  /** Records a real-money win of `amountMinor` in the player's currency (call it inside the paying transaction). */
  record(user: UserRow, gameId: number, kind: WinKind, amountMinor: number): RecordedWin {
    const id = this.ctx.repos.wins.insert({
      userId: user.id,
      gameId,
      kind,
      amountMinor,
      currencyCode: user.currency_code,
      big: this.isBig(amountMinor, user.currency_code),
      at: isoNow(this.ctx),
    });
    return { id, user };
  }

  /** Publishes a committed win: to everyone unless the winner hides their wins, and to the winner always. */
  async publish({ id, user }: RecordedWin): Promise<void> {
    const win = this.ctx.repos.wins.byId(id);
    if (!win) return;
    const { publisher } = this.ctx;
    const hidden = this.ctx.repos.wins.privacy(user.id).hide_wins;
    await Promise.all([
      hidden ? null : publisher.toCommon('WinRecorded', { win }),
      publisher.toUser(user.uuid, 'OwnWinRecorded', { win }),
    ]);
  }

  /** The latest public wins; only big ones for `tab: 'big'`. */
  list(tab: 'all' | 'big' = 'all'): Schemas['Win'][] {
    return this.ctx.repos.wins.recent(tab === 'big');
  }

  /** The player's own latest wins, hidden ones included. */
  mine(userId: number): Schemas['Win'][] {
    return this.ctx.repos.wins.ofUser(userId);
  }

  privacy(userId: number): Schemas['FeedPrivacy'] {
    return this.ctx.repos.wins.privacy(userId);
  }

  /** Saves the player's feed privacy: a blank name removes it; a malformed one is refused (422). */
  setPrivacy(userId: number, wanted: Schemas['FeedPrivacy']): Schemas['FeedPrivacy'] {
    const name = wanted.public_name?.trim() ?? '';
    if (name !== '' && !PUBLIC_NAME.test(name)) throw invalidField('public_name', text('wins.public_name_invalid'));
    const privacy = { ...wanted, public_name: name === '' ? null : name };
    this.ctx.repos.wins.setPrivacy(userId, privacy, isoNow(this.ctx));
    return privacy;
  }

  /** Whether a win is worth at least the site's big-win amount in US dollars (exact: integers only). */
  private isBig(amountMinor: number, currencyCode: string): boolean {
    const threshold = this.ctx.repos.wins.bigWinUsd();
    const rate = this.ctx.repos.currencies.byCode(currencyCode)?.usd_rate;
    const thresholdCents = threshold === null ? null : parseMoney(threshold, 2);
    const rateUnits = rate === undefined ? null : parseMoney(rate, RATE_DECIMALS);
    if (thresholdCents === null || rateUnits === null || rateUnits <= 0) return false;
    // amount / 10^d / (rate / 10^8) ≥ cents / 100  ⇔  amount · 10^8 · 100 ≥ cents · rate · 10^d
    const decimals = BigInt(this.ctx.money.decimals(currencyCode));
    return (
      BigInt(amountMinor) * 10n ** BigInt(RATE_DECIMALS) * 100n >=
      BigInt(thresholdCents) * BigInt(rateUnits) * 10n ** decimals
    );
  }
}
