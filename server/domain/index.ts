/**
 * The domain: rules over the repositories, shared by the API, `POST /dev/simulate` and `npm run demo:events`.
 * Each operation changes the database in one transaction (with the player's notification row), then publishes its
 * realtime events. The services get what they need by construction, so none imports this module.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTransaction, type Db } from '../db/connection';
import { createRepositories, type Repositories } from '../db/repositories';
import type { EventPublisher } from '../events/publisher';
import { PushHistory } from '../events/history';
import { SequencedPublisher } from '../events/sequencedPublisher';
import type { CurrencyMoney } from '../lib/money';
import { AccessTokens } from './accessTokens';
import { AccountHistory } from './accountHistory';
import type { Clock, DomainContext } from './context';
import { Impersonation } from './impersonation';
import { Jackpots } from './jackpots';
import { Play } from './play';
import { Players } from './players';
import { ResponsibleGaming } from './responsibleGaming';
import { Rewards } from './rewards';
import { BonusMoney } from './bonusMoney';
import { Support } from './support';
import { DEV_TWO_FACTOR_KEY, TwoFactor } from './twoFactor';
import { Maintenance } from './maintenance';
import { Wallet } from './wallet';
import { Deposits } from './deposits';
import { Withdrawals } from './withdrawals';
import { DEV_PAYMENT_PROVIDER_SECRET } from './paymentProvider';
import { Wins } from './wins';
import { Referrals } from './referrals';
import { RewardClaims } from './rewardClaims';
import { Kyc } from './kyc';
import { KycFileStore } from './kycFiles';

export { DomainError } from './errors';

/** The name authenticator apps show above a player's two-factor entry. */
const TWO_FACTOR_ISSUER = 'Games site';

/** Settings of the rules that come from the server's configuration. */
export interface DomainOptions {
  /** signs the payment provider's callbacks (default PAYMENT_PROVIDER_SECRET, then the development secret) */
  paymentProviderSecret: string;
  /** idle lifetime of a bearer token, in seconds (default 30 days) */
  tokenIdleSeconds: number;
  /** a token stops working this long after it was issued, however often it is used */
  tokenMaxAgeSeconds: number;
  /** the folder of verification files (docs/kyc.md); a temporary folder when not given */
  kycDir: string;
  /** the key two-factor secrets are encrypted with (default TWO_FACTOR_KEY, then the development key) */
  twoFactorKey: string;
}

/** Every service of the domain over one database and one publisher. */
export class Domain implements DomainContext {
  readonly repos: Repositories;
  readonly money: CurrencyMoney;
  /** The clock of the wallet, play and responsible-gaming rules (tests move it to pass cooling-off periods). */
  readonly clock: Clock = { now: (): number => Date.now() };
  readonly players: Players;
  readonly responsibleGaming: ResponsibleGaming;
  readonly rewards: Rewards;
  readonly bonusMoney: BonusMoney;
  readonly wallet: Wallet;
  readonly deposits: Deposits;
  readonly withdrawals: Withdrawals;
  readonly play: Play;
  readonly jackpots: Jackpots;
  readonly tokens: AccessTokens;
  readonly impersonation: Impersonation;
  readonly support: Support;
  readonly twoFactor: TwoFactor;
  readonly maintenance: Maintenance;
  readonly wins: Wins;
  readonly accountHistory: AccountHistory;
  readonly referrals: Referrals;
  readonly rewardClaims: RewardClaims;
  readonly kyc: Kyc;
  /** Each player's recent private events, which the publisher numbers and keeps (GET /realtime/missed). */
  readonly pushHistory: PushHistory;
  /** Publishes the events; a player's private events are numbered and kept in `pushHistory` first. */
  readonly publisher: EventPublisher;

  constructor(
    private readonly db: Db,
    publisher: EventPublisher,
    options: Partial<DomainOptions> = {},
  ) {
    ({ repos: this.repos, money: this.money } = createRepositories(db));
    this.pushHistory = new PushHistory(db, () => this.clock.now());
    this.publisher = new SequencedPublisher(publisher, this.pushHistory);
    this.tokens = new AccessTokens(
      this,
      options.tokenIdleSeconds ?? 30 * 86_400,
      options.tokenMaxAgeSeconds ?? 90 * 86_400,
    );
    this.players = new Players(this);
    this.responsibleGaming = new ResponsibleGaming(this, this.tokens);
    this.rewards = new Rewards(this, this.players);
    this.bonusMoney = new BonusMoney(this, this.players);
    this.referrals = new Referrals(this, this.rewards);
    this.rewardClaims = new RewardClaims(this, this.players, this.rewards);
    this.wallet = new Wallet(this, this.bonusMoney);
    this.deposits = new Deposits(
      this,
      this.wallet,
      this.players,
      this.responsibleGaming,
      this.referrals,
      this.rewards,
      options.paymentProviderSecret ?? DEV_PAYMENT_PROVIDER_SECRET,
    );
    this.withdrawals = new Withdrawals(this, this.wallet, this.players, this.bonusMoney, (user, minor) =>
      this.kyc.assertWithdrawalAllowed(user, minor),
    );
    this.wins = new Wins(this);
    this.accountHistory = new AccountHistory(this);
    this.jackpots = new Jackpots(this, this.players, this.rewards, this.wins);
    this.play = new Play(
      this,
      this.players,
      this.responsibleGaming,
      this.rewards,
      this.tokens,
      this.wins,
      this.jackpots,
    );
    this.impersonation = new Impersonation(this);
    this.support = new Support(this);
    this.twoFactor = new TwoFactor(this, TWO_FACTOR_ISSUER, options.twoFactorKey ?? DEV_TWO_FACTOR_KEY);
    this.maintenance = new Maintenance(this);
    this.kyc = new Kyc(
      this,
      this.players,
      new KycFileStore(options.kycDir ?? join(tmpdir(), 'games-site-kyc')),
      (user) => this.wallet.withdrawableMinor(user),
    );
  }

  transaction<T>(work: () => T): T {
    return writeTransaction(this.db, work);
  }

  /** Deletes what has outlived its use: idle tokens, old demo game sessions and old bug reports (run at start and hourly). */
  prune(): { tokens: number; demoSessions: number; bugReports: number } {
    return {
      tokens: this.tokens.pruneIdle(),
      demoSessions: this.play.pruneDemoSessions(),
      bugReports: this.support.prune(),
    };
  }
}
