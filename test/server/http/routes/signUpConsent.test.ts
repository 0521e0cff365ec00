/** Sign-up asks for consent to the terms and for the 18+ confirmation; the server refuses an account without them. */
import { contractServerForFile } from '../../../support/contractServer';
import { json, snapshot } from '../../../support/contractServerHelpers';
import { signUpThroughApi } from '../../../support/signUp';

const server = contractServerForFile();

const EMAIL = 'consent@example.com';

it('refuses a sign-up without the consents (422, nothing stored) and accepts one with both', async () => {
  const before = snapshot(server.db);
  const declined = await signUpThroughApi(server, EMAIL, { terms: false, adult: false });
  expect(declined.status).toBe(422);
  expect((await json<{ errors: Record<string, string[]> }>(declined)).errors).toEqual({
    terms: ['The terms field must be accepted.'],
    adult: ['The adult field must be accepted.'],
  });
  // An undefined field is left out of the JSON body.
  const missing = await signUpThroughApi(server, EMAIL, { terms: undefined, adult: undefined });
  expect(missing.status).toBe(422);
  expect(Object.keys((await json<{ errors: Record<string, string[]> }>(missing)).errors).sort()).toEqual([
    'adult',
    'terms',
  ]);
  expect(snapshot(server.db)).toEqual(before);

  const accepted = await signUpThroughApi(server, EMAIL);
  expect(accepted.status).toBe(201);
});

it('checks the e-mail format and the password length', async () => {
  const res = await signUpThroughApi(server, 'not-an-email', { password: 'short', password_confirmation: 'short' });
  expect(res.status).toBe(422);
  const { errors } = await json<{ errors: Record<string, string[]> }>(res);
  expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
});
