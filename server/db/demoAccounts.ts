/**
 * The demo accounts (docs/contract.md, Demo data): created when the policy allows them (the player with a seeded
 * history of bonuses, freespins, a tournament entry and notifications), and disabled when it no longer does.
 */
import { writeTransaction, type Db } from './connection';
import { hashPassword } from '../lib/crypto';
import { parseMoney } from '../lib/money';
import { DEMO_USERS } from './seedData';
import { createRepositories } from './repositories';
import type { BonusStatus } from './repositories/bonuses';

/** A time `days` from the seed time (negative: before it), as stored. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** How long before the seed the demo accounts signed up: the welcome notification is from that day. */
const DEMO_JOINED_DAYS_AGO = 20;

/** Which demo accounts to create (docs/contract.md, Demo data): all of them unless the server runs in production. */
export interface DemoAccountsPolicy {
  /** player@example.com and unverified@example.com */
  players: boolean;
  /** admin@example.com */
  admin: boolean;
}

/** What the seed did to the demo accounts (the start-up log names them). */
export interface DemoAccountsResult {
  created: string[];
  /** accounts the policy no longer allows: their password removed and tokens revoked */
  disabled: string[];
}

/** Creates, re-enables or disables the demo accounts as `demo` allows. */
export async function applyDemoAccounts(db: Db, demo: DemoAccountsPolicy): Promise<DemoAccountsResult> {
  const { users } = createRepositories(db).repos;
  const result: DemoAccountsResult = { created: [], disabled: [] };
  for (const u of DEMO_USERS) {
    const allowed = (u.roles as readonly string[]).includes('admin') ? demo.admin : demo.players;
    const row = users.byUuid(u.uuid);
    if (allowed && !row && !users.byEmail(u.email)) {
      const hash = await hashPassword(u.password);
      writeTransaction(db, () => createDemoUser(db, u, hash));
      result.created.push(u.email);
    } else if (allowed && row && row.password_hash === null) {
      users.update(row.id, { password_hash: await hashPassword(u.password) });
    } else if (!allowed && row && row.password_hash !== null) {
      writeTransaction(db, () => {
        users.update(row.id, { password_hash: null });
        users.revokeAllTokens(row.id);
      });
      result.disabled.push(u.email);
    }
  }
  return result;
}

/** Inserts one demo user; the player also gets the demo bonuses, freespins and notifications. */
function createDemoUser(db: Db, u: (typeof DEMO_USERS)[number], passwordHash: string): void {
  const { users, bonuses, freespins } = createRepositories(db).repos;
  const row = users.create({
    uuid: u.uuid,
    email: u.email,
    name: u.name,
    passwordHash,
    currencyCode: u.currency,
    roles: [...u.roles],
    verified: u.verified,
    balanceMinor: parseMoney(u.balance, 2) ?? 0,
  });
  users.update(row.id, { loyalty_points: u.loyaltyPoints });
  // The demo accounts joined before their seeded history (welcome notification, payments, bonuses), so the profile's
  // «С нами с …» is not later than the oldest thing the account shows. Relative to the seed time, like all the rest.
  db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(daysFromNow(-DEMO_JOINED_DAYS_AGO), row.id);
  if (u !== DEMO_USERS[0]) return;
  const playerId = row.id;
  const bonusSpec: {
    title: string;
    amount: number;
    wager: number;
    wagered: number;
    status: BonusStatus;
    exp: number;
  }[] = [
    { title: 'Приветственный бонус 100%', amount: 100_000, wager: 35, wagered: 1_225_000, status: 'active', exp: 10 },
    { title: 'Бонус выходного дня', amount: 50_000, wager: 30, wagered: 300_000, status: 'active', exp: 3 },
    { title: 'Бонус на день рождения', amount: 30_000, wager: 20, wagered: 600_000, status: 'finished', exp: -5 },
    { title: 'Кешбэк-бонус', amount: 12_000, wager: 10, wagered: 20_000, status: 'expired', exp: -12 },
  ];
  for (const b of bonusSpec) {
    bonuses.insert({
      user_id: playerId,
      title: b.title,
      amount_minor: b.amount,
      currency_code: 'RUB',
      wager: b.wager,
      wagered_minor: b.wagered,
      status: b.status,
      expires_at: daysFromNow(b.exp),
    });
  }
  const games = db
    .prepare(
      `SELECT id FROM games
       WHERE id IN (SELECT game_id FROM game_tags JOIN tags ON tags.id = tag_id WHERE tags.slug = 'slots')
       ORDER BY popularity DESC LIMIT 3`,
    )
    .all() as { id: number }[];
  freespins.insert(playerId, games[0]?.id ?? 1, 50, daysFromNow(7), 12, 'active');
  freespins.insert(playerId, games[1]?.id ?? 1, 25, daysFromNow(2), 0, 'active');
  freespins.insert(playerId, games[2]?.id ?? 1, 20, daysFromNow(-3), 20, 'used');
  // The player is in the first running tournament, below its top rows (the page pins their own rank).
  db.prepare(
    `INSERT INTO tournament_entries (tournament_id, name, score, user_id)
     SELECT id, ?, 4200, ? FROM tournaments WHERE starts_at <= ? AND ends_at > ? ORDER BY id LIMIT 1`,
  ).run(`${u.name.split(' ')[0] ?? u.name}***`, playerId, daysFromNow(0), daysFromNow(0));

  const notes: [string, string, string, Record<string, unknown>, number][] = [
    [
      'System',
      'Добро пожаловать!',
      'Спасибо за регистрацию. Подтвердите e-mail, чтобы выводить выигрыши.',
      {},
      -DEMO_JOINED_DAYS_AGO,
    ],
    [
      'PaymentFulfilled',
      'Платёж зачислен',
      'Платёж на 1000.00 RUB зачислен. Баланс: 1000.00 RUB',
      { amount: '1000.00', currency_code: 'RUB', balance: '1000.00' },
      -6,
    ],
    [
      'BonusCreatedNotification',
      'Новый бонус',
      'Вы получили бонус «Приветственный бонус 100%» на 1000.00 RUB, вейджер x35',
      { title: 'Приветственный бонус 100%', amount: '1000.00', wager: 35 },
      -5,
    ],
    ['FreespinRewardNotification', 'Фриспины', 'Вы получили 50 фриспинов', { quantity: 50 }, -4],
    [
      'BonusFulfilledNotification',
      'Бонус отыгран',
      'Бонус «Бонус на день рождения» отыгран',
      { title: 'Бонус на день рождения', amount: '300.00' },
      -2,
    ],
  ];
  const notify = db.prepare(
    'INSERT INTO notifications (user_id, type, title, body, data, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  notes.forEach(([type, title, body, data, days], i) =>
    notify.run(playerId, type, title, body, JSON.stringify(data), i < 2 ? daysFromNow(days) : null, daysFromNow(days)),
  );
}
