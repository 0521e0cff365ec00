/** The seeded demo users, one fixture each (from the seed's own list, so the tests follow it). */
import { DEMO_USERS } from '../../server/db/seedData';

/** A demo user by the part of their e-mail before the @. */
export type DemoUser = 'player' | 'unverified' | 'admin';

export interface DemoFixture {
  email: string;
  password: string;
  uuid: string;
  currency: string;
  balance: string;
}

function fixture(user: DemoUser): DemoFixture {
  const found = DEMO_USERS.find((u) => u.email === `${user}@example.com`);
  if (!found) throw new Error(`no demo user ${user}`);
  return {
    email: found.email,
    password: found.password,
    uuid: found.uuid,
    currency: found.currency,
    balance: found.balance,
  };
}

/**
 * The demo player (RUB, 1000.00, verified), the unverified player (USD, 0.00) and the administrator: see the demo
 * accounts in docs/contract.md.
 */
export const DEMO: Readonly<Record<DemoUser, DemoFixture>> = {
  player: fixture('player'),
  unverified: fixture('unverified'),
  admin: fixture('admin'),
};
