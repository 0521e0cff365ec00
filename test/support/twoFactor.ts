/** Two-factor sign-in as a test drives it: the authenticator app's code, and a sign-in through both steps. */
import { TOTP } from 'otpauth';
import type { ContractServerClient } from './contractServer';
import { json } from './contractServerHelpers';
import { SIGN_UP_PASSWORD } from './signUp';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export const totpCode = (secret: string, steps = 0): string =>
  new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Signs in with the password (SIGN_UP_PASSWORD), then the code: the status of the code step. */
export async function signInWithCode(
  server: Pick<ContractServerClient, 'api'>,
  email: string,
  code: string,
): Promise<number> {
  const first = await json<{ challenge_token: string }>(
    await server.api('/auth/sign-in', { method: 'POST', json: { email, password: SIGN_UP_PASSWORD } }),
  );
  const second = await server.api('/auth/two-factor/challenge', {
    method: 'POST',
    json: { challenge_token: first.challenge_token, one_time_code: code },
  });
  return second.status;
}

/** Turns two-factor sign-in on for the token's user (a code of the step before confirms it): the secret. */
export async function turnOnTwoFactor(server: Pick<ContractServerClient, 'api'>, token: string): Promise<string> {
  const { secret } = await json<{ secret: string }>(await server.api('/auth/two-factor', { method: 'POST', token }));
  const confirm = await server.api('/auth/two-factor/confirm', {
    method: 'POST',
    token,
    json: { one_time_code: totpCode(secret, -1) },
  });
  if (confirm.status !== 200) throw new Error(`confirming two-factor sign-in answered ${confirm.status}`);
  return secret;
}
