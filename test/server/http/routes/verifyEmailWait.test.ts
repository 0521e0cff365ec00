/** GET /auth/verify-email/resend: the verify-email page's countdown starts from the server's wait, and asking sends nothing. */
import { contractServerForFile, demoTokensForFile } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';
import { signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile();
const tokens = demoTokensForFile(server, 'player');

async function mailCount(to: string): Promise<number> {
  return (await json<unknown[]>(await server.api(`/dev/mailbox?to=${encodeURIComponent(to)}`))).length;
}

it('answers the wait left after the sign-up letter, without sending another', async () => {
  const email = 'wait@example.com';
  const res = await signUpThroughApi(server, email);
  const { token } = await json<{ token: string }>(res);
  const wait = await json<{ availableIn: number }>(await server.api('/auth/verify-email/resend', { token }));
  expect(wait.availableIn).toBeGreaterThan(50);
  expect(wait.availableIn).toBeLessThanOrEqual(60);
  expect(await mailCount(email)).toBe(1);
  // The POST agrees with it.
  const resend = await json<{ availableIn: number }>(
    await server.api('/auth/verify-email/resend', { method: 'POST', token }),
  );
  expect(Math.abs(resend.availableIn - wait.availableIn)).toBeLessThanOrEqual(1);
});

it('answers 0 for a verified player and 401 for a guest', async () => {
  await expect(json(await server.api('/auth/verify-email/resend', { token: tokens.player }))).resolves.toEqual({
    availableIn: 0,
  });
  expect((await server.api('/auth/verify-email/resend')).status).toBe(401);
});
