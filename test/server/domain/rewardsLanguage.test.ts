/** A reward's push carries its title or description in the player's saved language (the toast shows it as sent). */
import { openDatabase } from '../../../server/db/connection';
import { seedDatabase } from '../../../server/db/seed';
import { Domain } from '../../../server/domain';
import type { EventPublisher } from '../../../server/events/publisher';

const pushes: { event: string; data: unknown }[] = [];
const publisher: EventPublisher = {
  toUser: async (_uuid, event, data) => {
    pushes.push({ event, data });
  },
  toCommon: async () => undefined,
  toSupport: async () => undefined,
  terminateUser: async () => undefined,
  flush: async () => undefined,
};

let domain: Domain;
beforeAll(async () => {
  const db = openDatabase(':memory:');
  await seedDatabase(db, { players: true, admin: false });
  domain = new Domain(db, publisher);
}, 60_000);

it.each([
  ['en', '50% deposit bonus', '“Spring Sprint” tournament prize'],
  ['ru', 'Бонус на депозит 50%', 'Приз турнира «Весенний спринт»'],
])('in %s', async (locale, bonusTitle, prize) => {
  const player = domain.repos.users.byEmail('player@example.com');
  if (!player) throw new Error('no demo player');
  domain.repos.users.update(player.id, { locale });
  pushes.length = 0;
  await domain.rewards.grantBonus(player.id, 'Бонус на депозит 50%', 50_000, 35);
  await domain.rewards.cashReward(player.id, 25_000, 'Приз турнира «Весенний спринт»');
  // Pushes leave after their numbering is stored, one player's in order: wait until both are out.
  for (let i = 0; i < 200 && !pushes.some((p) => p.event === 'CashRewardNotification'); i += 1)
    await new Promise((r) => setTimeout(r, 10));
  expect(pushes.find((p) => p.event === 'BonusCreatedNotification')?.data).toEqual(
    expect.objectContaining({ title: bonusTitle }),
  );
  expect(pushes.find((p) => p.event === 'CashRewardNotification')?.data).toEqual(
    expect.objectContaining({ description: prize }),
  );
});
