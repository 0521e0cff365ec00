/** What every domain service is built with: repositories, the money format, the clock, the publisher, transactions. */
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/repositories/users';
import type { CurrencyMoney } from '../lib/money';
import type { EventPublisher } from '../events/publisher';

/** The time the rules read (tests move it to pass cooling-off periods). */
export interface Clock {
  now(): number;
}

export interface DomainContext {
  repos: Repositories;
  money: CurrencyMoney;
  clock: Clock;
  publisher: EventPublisher;
  /** Runs `work` in one SQLite transaction (nested calls join it) and returns its result. */
  transaction<T>(work: () => T): T;
}

/** The clock's time as the ISO string stored in the database. */
export function isoNow(ctx: DomainContext): string {
  return new Date(ctx.clock.now()).toISOString();
}

/** An amount in minor units written in the user's currency, as texts and answers show it. */
export function userMoney(ctx: DomainContext, user: UserRow, minor: number): string {
  return ctx.money.format(minor, user.currency_code);
}
