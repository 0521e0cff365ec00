/** Fixtures of the wallet, play and responsible-gaming tests: forced spins, funded players, withdrawals, callbacks. */
import type { ContractServerClient, TestContractServer } from './contractServer';
import { json } from './contractServerHelpers';
import {
  providerCallbackSignature,
  type ProviderCallback,
  type ProviderStatus,
} from '../../server/domain/paymentProvider';
import { JACKPOT_DRAW_RANGE } from '../../server/domain/jackpots';
import { signUpThroughApi } from './signUp';

/** Draws for Play.random that put lemon, bell, star on the middle row (a losing spin). */
export const LOSING_DRAWS = [0, 6, 0, 0, 11, 0, 0, 15, 0];
/** Draws for Play.random that put three sevens on the middle row (50× the stake). */
export const SEVENS_DRAWS = [0, 18, 0, 0, 18, 0, 0, 18, 0];

/** Makes every spin of the server draw `draws` (repeated), and win no jackpot. */
export function forceSpins(server: TestContractServer, draws: number[]): void {
  server.domain.play.jackpotDraw = () => JACKPOT_DRAW_RANGE - 1;
  let i = 0;
  server.domain.play.random = (max) => {
    const v = draws[i % draws.length] as number;
    i += 1;
    return v % max;
  };
}

let counter = 0;

/** A fresh verified player (own e-mail, currency RUB) with `balance` credited through the ledger; returns its token, id and uuid. */
export async function newPlayer(
  server: TestContractServer,
  balance: string,
  opts: { verified?: boolean } = {},
): Promise<{ token: string; id: number; uuid: string; email: string }> {
  counter += 1;
  const email = `wallet-${process.pid}-${counter}@example.com`;
  const res = await signUpThroughApi(server, email, { currency: 'RUB' });
  if (res.status !== 201) throw new Error(`sign-up failed with ${res.status}`);
  const { token, user } = await json<{ token: string; user: { uuid: string } }>(res);
  const row = server.domain.repos.users.byUuid(user.uuid);
  if (!row) throw new Error('user not stored');
  if (opts.verified !== false)
    server.domain.repos.users.update(row.id, { email_verified_at: new Date().toISOString() });
  const minor = Math.round(Number(balance) * 100);
  if (minor > 0) await server.domain.rewards.cashReward(row.id, minor, 'test funds');
  return { token, id: row.id, uuid: user.uuid, email };
}

/** Balance and ledger sum of a user, straight from the database. */
export function balanceAndLedger(server: TestContractServer, userId: number): { balance: number; ledger: number } {
  const balance = (server.db.prepare('SELECT balance_minor AS b FROM users WHERE id = ?').get(userId) as { b: number })
    .b;
  const ledger = (
    server.db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger WHERE user_id = ?').get(userId) as {
      s: number;
    }
  ).s;
  return { balance, ledger };
}

/**
 * One real-money spin: opens a session of `game` for the holder of `token` (throws when refused), makes the spin draw
 * `draws` and spins once at `stake`; answers the spin's response for the caller to assert.
 */
export async function realMoneySpin(
  server: TestContractServer,
  token: string,
  stake: string,
  { draws = SEVENS_DRAWS, game = 'european-roulette' }: { draws?: number[]; game?: string } = {},
): Promise<Response> {
  const opened = await server.api(`/games/${game}/sessions`, { method: 'POST', token, json: { mode: 'real' } });
  if (opened.status !== 201) throw new Error(`a real-money session of ${game} was refused with ${opened.status}`);
  const { session } = await json<{ session: { id: string } }>(opened);
  forceSpins(server, draws);
  return server.api(`/play/${session.id}/spins`, { method: 'POST', token, json: { stake } });
}

/** A card number for withdrawals (the server checks its shape, not the card). */
export const TEST_CARD = '4276 0000 0000 1234';

/**
 * Asks for a withdrawal of `amount` to TEST_CARD through the API as the holder of `token` and answers the response,
 * refused or not; `extra` adds to the body (`forfeit_bonus`).
 */
export function requestWithdrawal(
  server: Pick<ContractServerClient, 'api'>,
  token: string,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return server.api('/withdrawals', {
    method: 'POST',
    token,
    json: { amount, method: 'card', details: TEST_CARD, ...extra },
  });
}

/**
 * The holder of `token` stops their own play through the API: a time-out (`{ duration: '24h' }`) or a self-exclusion
 * (`{ months: 6 }`). Answers the response, refused or not.
 */
export function excludeSelf(
  server: Pick<ContractServerClient, 'api'>,
  token: string,
  period: { duration: string } | { months: number },
): Promise<Response> {
  const path = 'months' in period ? '/responsible-gaming/self-exclusion' : '/responsible-gaming/time-out';
  return server.api(path, { method: 'POST', token, json: period });
}

/** POSTs JSON to an absolute URL (the slot page's spin endpoint), with the bearer token a real-money session needs. */
export function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The body of the provider's callback for a payment, signed with the server's provider secret unless `secret` is given. */
export function signedCallback(
  server: TestContractServer,
  paymentId: number,
  status: ProviderStatus,
  over: Partial<ProviderCallback> & { secret?: string } = {},
): ProviderCallback & { signature: string } {
  const { secret = server.domain.deposits.providerSecret, ...fields } = over;
  const callback = { ...server.domain.deposits.providerCallback(paymentId, status).callback, ...fields };
  return { ...callback, signature: providerCallbackSignature(secret, callback) };
}
