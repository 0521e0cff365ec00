/**
 * One contract server per test file: `contractServerForFile()` starts it before the file's tests and closes it after;
 * `demoTokensForFile()` signs demo users in once it runs. Both register jest hooks, so call them at the top of a file.
 */
import type { ContractServerOptions } from '../../server/app';
import { DEMO_USERS } from '../../server/db/seedData';
import { startTestContractServer, type TestContractServer } from './contractServer';

/** The seeded demo users (contract §2), by the part of their e-mail before the @. */
export type DemoUser = 'player' | 'unverified' | 'admin';

/** E-mail and password of a demo user. */
export function demoCredentials(user: DemoUser): { email: string; password: string } {
  const found = DEMO_USERS.find((u) => u.email === `${user}@example.com`);
  if (!found) throw new Error(`no demo user ${user}`);
  return { email: found.email, password: found.password };
}

/**
 * Stands for the server started in `beforeAll` (fresh temp folder, free ports) and closed in `afterAll`: every
 * property read goes to that server, so tests write `server.api(…)` as with the started one.
 */
export function contractServerForFile(overrides: ContractServerOptions = {}): TestContractServer {
  let started: TestContractServer | undefined;
  // Creating and seeding a fresh database is slow on a loaded machine: the hooks get more than jest's default time.
  beforeAll(async () => {
    started = await startTestContractServer(overrides);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  }, 30_000);
  return new Proxy({} as TestContractServer, {
    get(_target, property) {
      if (!started) throw new Error('the contract server is read before beforeAll started it');
      const value: unknown = Reflect.get(started, property, started);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
    set(_target, property) {
      throw new Error(`set ${String(property)} on the started server's parts (server.domain…), not on the server itself`);
    },
  });
}

/** Bearer tokens of the demo users, filled in `beforeAll` (after the server started). */
export function demoTokensForFile<U extends DemoUser>(server: TestContractServer, ...users: U[]): Record<U, string> {
  const tokens = {} as Record<U, string>;
  beforeAll(async () => {
    for (const user of users) {
      const { email, password } = demoCredentials(user);
      tokens[user] = await server.signIn(email, password);
    }
  }, 30_000);
  return tokens;
}
