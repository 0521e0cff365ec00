/**
 * The TOTP secret at rest: its row holds it encrypted and bound to its user, a code of it still signs in, a database
 * holding secrets in clear has them encrypted at the next start, and a start with another key is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestContractServer, type TestContractServer } from '../../../support/contractServer';
import { json } from '../../../support/contractServerHelpers';
import { signUpThroughApi } from '../../../support/signUp';
import { signInWithCode, totpCode, turnOnTwoFactor } from '../../../support/twoFactor';

jest.setTimeout(60_000);

const KEY = 'test-two-factor-key-0123456789abcdefghij';
const dataDir = mkdtempSync(path.join(tmpdir(), 'two-factor-at-rest-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const storedSecret = (server: TestContractServer, email: string): string =>
  (
    server.db
      .prepare('SELECT t.secret FROM two_factor t JOIN users u ON u.id = t.user_id WHERE u.email = ?')
      .get(email) as { secret: string }
  ).secret;

const email = 'at-rest@example.com';
let secret = '';

it('keeps the secret out of its row in clear, and a code of it still signs in', async () => {
  const server = await startTestContractServer({ dataDir, twoFactorKey: KEY });
  try {
    const { token } = await json<{ token: string }>(await signUpThroughApi(server, email, { currency: 'EUR' }));
    secret = await turnOnTwoFactor(server, token);
    const stored = storedSecret(server, email);
    expect(stored).not.toContain(secret);
    expect(stored.toUpperCase()).not.toContain(secret);
    expect(Buffer.from(stored.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
    expect(await signInWithCode(server, email, totpCode(secret))).toBe(200);

    // A database from before encryption: the secret in clear.
    server.db
      .prepare('UPDATE two_factor SET secret = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)')
      .run(secret, email);
  } finally {
    await server.close();
  }
});

it('encrypts a secret stored in clear at the next start, and refuses to start with another key', async () => {
  const server = await startTestContractServer({ dataDir, twoFactorKey: KEY });
  try {
    expect(storedSecret(server, email)).not.toContain(secret);
    expect(await signInWithCode(server, email, totpCode(secret, 1))).toBe(200);
  } finally {
    await server.close();
  }
  await expect(startTestContractServer({ dataDir, twoFactorKey: `${KEY}-another` })).rejects.toThrow(
    /TWO_FACTOR_KEY does not decrypt the stored two-factor secrets/,
  );
});
