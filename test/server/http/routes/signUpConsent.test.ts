/** Sign-up asks for consent to the terms and for the 18+ confirmation; the server refuses an account without them. */
import { contractServerForFile } from '../../../support/contractServer';
import { json, snapshot } from '../../../support/contractServerHelpers';

const server = contractServerForFile();

const base = {
  email: 'consent@example.com',
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  currency: 'USD',
};

it('refuses a sign-up without the consents (422, nothing stored) and accepts one with both', async () => {
  const before = snapshot(server.db);
  const declined = await server.api('/auth/sign-up', { method: 'POST', json: { ...base, terms: false, adult: false } });
  expect(declined.status).toBe(422);
  expect((await json<{ errors: Record<string, string[]> }>(declined)).errors).toEqual({
    terms: ['The terms field must be accepted.'],
    adult: ['The adult field must be accepted.'],
  });
  const missing = await server.api('/auth/sign-up', { method: 'POST', json: base });
  expect(missing.status).toBe(422);
  expect(Object.keys((await json<{ errors: Record<string, string[]> }>(missing)).errors).sort()).toEqual([
    'adult',
    'terms',
  ]);
  expect(snapshot(server.db)).toEqual(before);

  const accepted = await server.api('/auth/sign-up', { method: 'POST', json: { ...base, terms: true, adult: true } });
  expect(accepted.status).toBe(201);
});

it('checks the e-mail format and the password length', async () => {
  const res = await server.api('/auth/sign-up', {
    method: 'POST',
    json: {
      ...base,
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
      terms: true,
      adult: true,
    },
  });
  expect(res.status).toBe(422);
  const { errors } = await json<{ errors: Record<string, string[]> }>(res);
  expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
});
