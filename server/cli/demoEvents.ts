/**
 * `npm run demo:events`: a live sequence for player@example.com through the domain operations, against the running
 * server's database (DATA_DIR, else the data folder `npm start` uses) and realtime server (REALTIME_PORT, else the port
 * a running `npm start` recorded in that folder, else 8002; REVERB_APP_ID/KEY/SECRET):
 * payment credited, bonus received, freespins, a prize, bonus wagered, then jackpots ticking every few seconds.
 * Options (env): DEMO_EMAIL, DEMO_INTERVAL_MS (default 3000), DEMO_JACKPOT_TICKS (default 10).
 */
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/connection';
import { Domain } from '../domain';
import { createPusherClient, PusherPublisher } from '../events/publisher';
import { resolveOptions } from '../config';
import { appLogger, createLogger } from '../lib/log';
import { packageRoot } from '../lib/packageRoot';
import { readRunFile } from './runFile';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? join(packageRoot(), 'data');
  // A port given here wins; 0 names no server to reach, so it falls back like an unset one.
  const explicitPort = Number(process.env.REALTIME_PORT ?? 0) || undefined;
  const realtimePort = explicitPort ?? readRunFile(dataDir)?.realtime.port;
  const cfg = resolveOptions({ dataDir, realtimePort });
  console.log(`realtime server on port ${cfg.realtimePort}, database in ${cfg.dataDir}`);
  const db = openDatabase(resolve(process.env.DB_FILE ?? join(cfg.dataDir, 'contract.sqlite')));
  const publisher = new PusherPublisher(
    createPusherClient({ host: cfg.realtimeHost, port: cfg.realtimePort, ...cfg.realtime }),
    appLogger(createLogger()),
  );
  const domain = new Domain(db, publisher);
  const email = process.env.DEMO_EMAIL ?? 'player@example.com';
  const interval = Number(process.env.DEMO_INTERVAL_MS ?? 3000);
  const ticks = Number(process.env.DEMO_JACKPOT_TICKS ?? 10);
  const { rewards, deposits, jackpots, repos } = domain;
  const user = repos.users.byEmail(email);
  if (!user) throw new Error(`no user ${email}: run the server once (or npm run db:reset) first`);
  const unit = 10 ** domain.money.decimals(user.currency_code);
  const step = async (label: string, run: () => Promise<unknown>): Promise<void> => {
    const result = await run();
    await domain.publisher.flush();
    console.log(`${new Date().toISOString()} ${label}: ${JSON.stringify(result)}`);
    await sleep(interval);
  };

  await step('payment credited', () => deposits.creditPayment(user.id, 500 * unit));
  let bonusId = 0;
  await step('bonus received', async () => {
    const bonus = await rewards.grantBonus(user.id, 'Бонус на депозит 100%', 500 * unit, 35);
    bonusId = bonus.id;
    return bonus;
  });
  const game = repos.catalogue.games({ sort: 'popular', page: 1, perPage: 1 }, '').data[0];
  if (game) await step('freespins', () => rewards.grantFreespins(user.id, game.slug, 50));
  await step('prize', () => rewards.cashReward(user.id, 250 * unit, 'Приз турнира «Весенний спринт»'));
  await step('bonus wagered halfway', () => rewards.wagerBonus(bonusId, 500 * unit * 17));
  await step('bonus wagered', () => rewards.wagerBonus(bonusId, 500 * unit * 18));
  for (let i = 0; i < ticks; i++) await step(`jackpots tick ${i + 1}/${ticks}`, () => jackpots.tick());
  db.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
