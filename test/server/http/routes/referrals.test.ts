/**
 * Referrals over real HTTP and the real realtime server (docs/referrals.md): a sign-up with a code is listed on the
 * referrer's dashboard, masked; the referred player's first credited deposit pays the referrer once, pushed as
 * CashRewardNotification with the balance; self-referral and a second claim from one device or mailbox get a 422.
 */
import { contractServerForFile } from '../../../support/contractServer';
import { expectLaravelError, json } from '../../../support/contractServerHelpers';
import { newPlayer, signedCallback } from '../../../support/walletFixtures';
import { withUserChannel } from '../../../support/pusherClient';
import { signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile();

interface Dashboard {
  code: string;
  link_path: string;
  currency_code: string;
  reward: string;
  referrals_count: number;
  rewarded_count: number;
  rewards_total: string;
  referrals: {
    id: number;
    player: string;
    joined_at: string;
    status: string;
    reward: string | null;
    rewarded_at: string | null;
  }[];
}

let counter = 0;

/** Signs up through the API with a referral code from a device; answers the response. */
function signUp(email: string, referralCode: string | null, deviceId: string | null, currency = 'RUB') {
  return signUpThroughApi(server, email, {
    currency,
    ...(referralCode === null ? {} : { referral_code: referralCode }),
    ...(deviceId === null ? {} : { device_id: deviceId }),
  });
}

const uniqueDevice = () => `device-${process.pid}-${(counter += 1)}`;
const uniqueEmail = (local = 'friend') => `${local}-${process.pid}-${(counter += 1)}@example.org`;
const dashboard = async (token: string) => {
  const res = await server.api('/profile/referrals', { token });
  expect(res.status).toBe(200);
  return json<Dashboard>(res);
};
const codeOf = async (token: string) => (await dashboard(token)).code;

/** A deposit credited through the stand-in provider's signed callback. */
async function deposit(token: string, amount: string): Promise<void> {
  const res = await server.api('/payments', { method: 'POST', token, json: { amount, method: 'card' } });
  expect(res.status).toBe(201);
  const { payment } = await json<{ payment: { id: number } }>(res);
  const done = await server.api('/payments/callback', {
    method: 'POST',
    json: signedCallback(server, payment.id, 'fulfilled'),
  });
  expect(done.status).toBe(200);
}

it('lists a referred sign-up, masked, and pays the referrer once on its first deposit, pushed', async () => {
  const referrer = await newPlayer(server, '0');
  const code = await codeOf(referrer.token);
  const email = uniqueEmail('newcomer');
  const res = await signUp(email, code.toLowerCase(), uniqueDevice());
  expect(res.status).toBe(201);
  const { token } = await json<{ token: string }>(res);

  const before = await dashboard(referrer.token);
  expect(before).toEqual({
    code,
    link_path: `/r/${code}`,
    currency_code: 'RUB',
    reward: '500.00',
    referrals_count: 1,
    rewarded_count: 0,
    rewards_total: '0.00',
    referrals: [
      {
        id: expect.any(Number),
        player: 'ne***@e***.org',
        joined_at: expect.any(String),
        status: 'pending',
        reward: null,
        rewarded_at: null,
      },
    ],
  });
  expect(JSON.stringify(before)).not.toContain(email);

  await withUserChannel(server, referrer, async (channel) => {
    await deposit(token, '1000.00');
    const push = await channel.waitFor((f) => f.event === 'CashRewardNotification');
    expect(push.data).toEqual(
      expect.objectContaining({
        amount: '500.00',
        currency_code: 'RUB',
        description: 'A player you invited made their first deposit',
      }),
    );
    const balance = await channel.waitFor((f) => f.event === 'BalanceChanged');
    expect(balance.data).toEqual(expect.objectContaining({ balance: '500.00' }));
  });

  // A second deposit pays nothing more.
  await deposit(token, '1000.00');
  const after = await dashboard(referrer.token);
  expect(after).toEqual(expect.objectContaining({ referrals_count: 1, rewarded_count: 1, rewards_total: '500.00' }));
  expect(after.referrals[0]).toEqual(
    expect.objectContaining({ status: 'rewarded', reward: '500.00', rewarded_at: expect.any(String) }),
  );
  const me = await json<{ user: { balance: string } }>(await server.api('/auth/user', { token: referrer.token }));
  expect(me.user.balance).toBe('500.00');
});

it('converts the reward to the referrer’s currency', async () => {
  const res = await signUp(uniqueEmail('dollar'), null, uniqueDevice(), 'USD');
  const { token } = await json<{ token: string }>(res);
  // 500 RUB at 92.50 RUB to the dollar, rounded down to the cent.
  expect(await dashboard(token)).toEqual(expect.objectContaining({ currency_code: 'USD', reward: '5.40' }));
});

it('refuses self-referral and a second claim from one device or mailbox with 422, creating no account', async () => {
  const referrerDevice = uniqueDevice();
  const referrerEmail = uniqueEmail('host');
  const created = await signUp(referrerEmail, null, referrerDevice);
  const { token: referrerToken } = await json<{ token: string }>(created);
  const code = await codeOf(referrerToken);

  const refused = async (email: string, referral: string, device: string, message: RegExp) => {
    const res = await signUp(email, referral, device);
    expect(res.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(res);
    expectLaravelError(body);
    expect(Object.keys(body.errors)).toEqual(['referral_code']);
    expect(body.errors.referral_code?.[0]).toMatch(message);
    expect(server.domain.repos.users.byEmail(email)).toBeUndefined();
  };

  // Their own mailbox under a +tag, or their own device.
  await refused(referrerEmail.replace('@', '+again@'), code, uniqueDevice(), /own invitation/);
  await refused(uniqueEmail(), code, referrerDevice, /own invitation/);

  // One invited sign-up per device, and per mailbox.
  const friendDevice = uniqueDevice();
  const friendEmail = uniqueEmail('pal');
  expect((await signUp(friendEmail, code, friendDevice)).status).toBe(201);
  await refused(uniqueEmail(), code, friendDevice, /already created on this device/);
  await refused(friendEmail.replace('@', '+2@'), code, uniqueDevice(), /already used with this e-mail/);

  // A device that signed up without an invitation cannot claim one afterwards.
  const plainDevice = uniqueDevice();
  expect((await signUp(uniqueEmail(), null, plainDevice)).status).toBe(201);
  await refused(uniqueEmail(), code, plainDevice, /already created on this device/);

  await refused(uniqueEmail(), 'NOSUCHCODE', uniqueDevice(), /referral code is invalid/);
  expect((await dashboard(referrerToken)).referrals_count).toBe(1);
});

it('answers 401 to a guest', async () => {
  const res = await server.api('/profile/referrals');
  expect(res.status).toBe(401);
  expectLaravelError(await res.json());
});
