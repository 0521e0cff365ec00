/**
 * Changing the password over real HTTP: attempts are throttled per account and per IP (each costs up to two scrypt
 * hashes), and the change is one transaction: of two concurrent changes from the same current password, one wins.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { newPlayer } from '../../../support/walletFixtures';

jest.setTimeout(30_000);

const server = contractServerForFile({
  rateLimits: { passwordChange: { perAccount: { max: 5, windowSeconds: 60 }, perIp: { max: 30, windowSeconds: 60 } } },
});

const change = (token: string, current: string, next: string) =>
  server.api('/profile/password', {
    method: 'POST',
    token,
    json: { current_password: current, password: next, password_confirmation: next },
  });
const signIn = async (email: string, password: string) =>
  (await server.api('/auth/sign-in', { method: 'POST', json: { email, password } })).status;

// The tests share this file's IP budget (30 a minute): the last one relies on the first two having used it up.
it('changes the password once when two changes from the same current password race', async () => {
  const p = await newPlayer(server, '0');
  const statuses = (
    await Promise.all([
      change(p.token, 'secret-pass', 'first-new-pass'),
      change(p.token, 'secret-pass', 'second-new-pass'),
    ])
  ).map((r) => r.status);
  expect(statuses.sort()).toEqual([200, 422]);
  const signIns = [await signIn(p.email, 'first-new-pass'), await signIn(p.email, 'second-new-pass')];
  expect(signIns.sort()).toEqual([200, 422]);
});

it('answers 429 after five wrong current passwords of one account, and the right one too until the window ends', async () => {
  const p = await newPlayer(server, '0');
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await change(p.token, `wrong-${i}`, 'brand-new-pass')).status);
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  const locked = await change(p.token, 'secret-pass', 'brand-new-pass');
  expect(locked.status).toBe(429);
  expectLaravelError(await json(locked));
  expect(await signIn(p.email, 'secret-pass')).toBe(200);
});

it("refuses a fresh account's attempt once its IP is over the limit", async () => {
  const fresh = await newPlayer(server, '0');
  expect((await change(fresh.token, 'secret-pass', 'brand-new-pass')).status).toBe(429);
  expect(await signIn(fresh.email, 'secret-pass')).toBe(200);
});
