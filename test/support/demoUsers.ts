/** The seeded demo users, one fixture each (from the seed's own list, so the tests follow it). */
import type { User } from '../../src/api/types';
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

/**
 * The demo player as `GET /auth/user` answers it, for the SPA tests that fold answers and pushes without a server
 * (the dates are fixed so that folds compare equal).
 */
export const DEMO_PLAYER_USER: User = {
  uuid: DEMO.player.uuid,
  email: DEMO.player.email,
  email_verified_at: '2026-11-01T00:00:00Z',
  roles: ['player'],
  balance: DEMO.player.balance,
  currency: { code: DEMO.player.currency, usd_rate: '92.50' },
  telegram_id: null,
  created_at: '2026-11-01T00:00:00Z',
  name: 'Player One',
  locale: 'ru',
  referral_code: 'ABCD1234',
};
