/** Every repository over one connection, sharing the one way money of a currency is written. */
import type { Db } from '../connection';
import { CurrencyMoney } from '../../lib/money';
import { BonusesRepository } from './bonuses';
import { BugReportsRepository } from './bugReports';
import { ClientErrorsRepository } from './clientErrors';
import { CatalogueRepository } from './catalogue';
import { ContentRepository } from './content';
import { CurrenciesRepository } from './currencies';
import { FavouritesRepository } from './favourites';
import { FreespinsRepository } from './freespins';
import { GameSessionsRepository } from './gameSessions';
import { ImpersonationsRepository } from './impersonations';
import { HistoryRepository } from './history';
import { LedgerRepository } from './ledger';
import { LimitsRepository } from './limits';
import { MailRepository } from './mail';
import { NotificationsRepository } from './notifications';
import { PaymentsRepository } from './payments';
import { RgSettingsRepository } from './rgSettings';
import { TelegramLoginsRepository } from './telegramLogins';
import { SessionsRepository } from './sessions';
import { TranslationsRepository } from './translations';
import { TwoFactorRepository } from './twoFactor';
import { UsersRepository } from './users';
import { WithdrawalsRepository } from './withdrawals';
import { WinsRepository } from './wins';
import { ReferralsRepository } from './referrals';
import { RewardClaimsRepository } from './rewardClaims';
import { KycRepository } from './kyc';
import { JackpotsRepository } from './jackpots';

export interface Repositories {
  users: UsersRepository;
  currencies: CurrenciesRepository;
  catalogue: CatalogueRepository;
  content: ContentRepository;
  mail: MailRepository;
  ledger: LedgerRepository;
  history: HistoryRepository;
  payments: PaymentsRepository;
  withdrawals: WithdrawalsRepository;
  bonuses: BonusesRepository;
  freespins: FreespinsRepository;
  notifications: NotificationsRepository;
  gameSessions: GameSessionsRepository;
  favourites: FavouritesRepository;
  limits: LimitsRepository;
  rgSettings: RgSettingsRepository;
  impersonations: ImpersonationsRepository;
  bugReports: BugReportsRepository;
  clientErrors: ClientErrorsRepository;
  translations: TranslationsRepository;
  telegramLogins: TelegramLoginsRepository;
  sessions: SessionsRepository;
  twoFactor: TwoFactorRepository;
  wins: WinsRepository;
  referrals: ReferralsRepository;
  rewardClaims: RewardClaimsRepository;
  kyc: KycRepository;
  jackpots: JackpotsRepository;
}

/** Creates the repositories of one connection and the money format their answers use. */
export function createRepositories(db: Db): { repos: Repositories; money: CurrencyMoney } {
  const currencies = new CurrenciesRepository(db);
  const money = new CurrencyMoney((code) => currencies.byCode(code)?.fiat);
  const repos: Repositories = {
    users: new UsersRepository(db, currencies, money),
    currencies,
    catalogue: new CatalogueRepository(db),
    content: new ContentRepository(db, money),
    mail: new MailRepository(db),
    ledger: new LedgerRepository(db),
    history: new HistoryRepository(db),
    payments: new PaymentsRepository(db),
    withdrawals: new WithdrawalsRepository(db, money),
    bonuses: new BonusesRepository(db, money),
    freespins: new FreespinsRepository(db),
    notifications: new NotificationsRepository(db),
    gameSessions: new GameSessionsRepository(db),
    favourites: new FavouritesRepository(db),
    limits: new LimitsRepository(db),
    rgSettings: new RgSettingsRepository(db),
    impersonations: new ImpersonationsRepository(db),
    bugReports: new BugReportsRepository(db),
    clientErrors: new ClientErrorsRepository(db),
    translations: new TranslationsRepository(db),
    telegramLogins: new TelegramLoginsRepository(db),
    sessions: new SessionsRepository(db),
    twoFactor: new TwoFactorRepository(db),
    wins: new WinsRepository(db, money),
    referrals: new ReferralsRepository(db),
    rewardClaims: new RewardClaimsRepository(db),
    kyc: new KycRepository(db),
    jackpots: new JackpotsRepository(db),
  };
  return { repos, money };
}
