/**
 * The domain: rules over the repositories, shared by the API, `POST /dev/simulate` and `npm run demo:events`.
 * Each operation changes the database in one transaction (with the player's notification row), then publishes its
 * realtime events. The services get what they need by construction, so none imports this module.
 */
import type { Db } from '../db/connection';
import { createRepositories, type Repositories } from '../db/repositories';
import type { EventPublisher } from '../events/publisher';
import type { CurrencyMoney } from '../lib/money';
import type { Clock, DomainContext } from './context';
import { Jackpots } from './jackpots';
import { Play } from './play';
import { Players } from './players';
import { ResponsibleGaming } from './responsibleGaming';
import { Rewards } from './rewards';
import { DEV_PAYMENT_PROVIDER_SECRET, Wallet } from './wallet';

export { DomainError } from './errors';

/** Every service of the domain over one database and one publisher. */
export class Domain implements DomainContext {
  readonly repos: Repositories;
  readonly money: CurrencyMoney;
  /** The clock of the wallet, play and responsible-gaming rules (tests move it to pass cooling-off periods). */
  readonly clock: Clock = { now: (): number => Date.now() };
  readonly players: Players;
  readonly responsibleGaming: ResponsibleGaming;
  readonly rewards: Rewards;
  readonly wallet: Wallet;
  readonly play: Play;
  readonly jackpots: Jackpots;

  constructor(
    private readonly db: Db,
    readonly publisher: EventPublisher,
    paymentProviderSecret = process.env.PAYMENT_PROVIDER_SECRET || DEV_PAYMENT_PROVIDER_SECRET,
  ) {
    ({ repos: this.repos, money: this.money } = createRepositories(db));
    this.players = new Players(this);
    this.responsibleGaming = new ResponsibleGaming(this);
    this.rewards = new Rewards(this, this.players);
    this.wallet = new Wallet(this, this.players, this.responsibleGaming, paymentProviderSecret);
    this.play = new Play(this, this.players, this.responsibleGaming, this.rewards);
    this.jackpots = new Jackpots(this);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
