/**
 * `npm run two-factor:rotate-key` as an operator runs it, against the database of a real server: it re-encrypts a
 * player's secret under the new key, after which the server starts with that key (and only with it) and the player
 * signs in with a fresh code. Every refusal (a wrong current key, the same key, a weak new key, a rotation already
 * done) exits non-zero, says why, leaves the database as it was and never prints a key or a secret.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { rotateTwoFactorKey } from '../../server/cli/twoFactorKeyRotation';
import { ENV_SCHEMA } from '../../server/configSchema';
import { DEV_TWO_FACTOR_KEY } from '../../server/domain/twoFactor';
import { startTestContractServer } from '../support/contractServer';
import { json } from '../support/contractServerHelpers';
import { signUpThroughApi } from '../support/signUp';
import { signInWithCode, totpCode, turnOnTwoFactor } from '../support/twoFactor';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..', '..');
const OLD_KEY = 'rotation-test-old-key-0123456789abcdefgh';
const NEW_KEY = 'rotation-test-new-key-0123456789abcdefgh';
const dataDir = mkdtempSync(path.join(tmpdir(), 'two-factor-rotation-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The stored two_factor rows, read from the file the server left. */
function storedRows(): unknown[] {
  const db = new Database(path.join(dataDir, 'contract.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM two_factor ORDER BY user_id').all();
  } finally {
    db.close();
  }
}

/** The command's environment as an operator gives it: the server's DATA_DIR and the two keys, nothing else of ours. */
function operatorEnv(keys: { TWO_FACTOR_KEY?: string; NEW_TWO_FACTOR_KEY?: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!(name in ENV_SCHEMA.properties) && name !== 'DB_FILE' && name !== 'NEW_TWO_FACTOR_KEY') env[name] = value;
  return { ...env, DATA_DIR: dataDir, ...keys };
}

/** `npm run two-factor:rotate-key` with these keys, as its own process: its exit code and everything it printed. */
function runCommand(keys: { TWO_FACTOR_KEY: string; NEW_TWO_FACTOR_KEY: string }): Promise<{
  code: number | null;
  output: string;
}> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'two-factor:rotate-key'], { cwd: root, env: operatorEnv(keys) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const email = 'rotation@example.com';
let secret = '';

it('re-encrypts the secrets under the new key, which the server then starts with and signs the player in by', async () => {
  const first = await startTestContractServer({ dataDir, twoFactorKey: OLD_KEY });
  try {
    const { token } = await json<{ token: string }>(await signUpThroughApi(first, email));
    secret = await turnOnTwoFactor(first, token);
    // A second player has only begun turning it on: that secret is stored under the key too.
    const other = await json<{ token: string }>(await signUpThroughApi(first, 'rotation-pending@example.com'));
    expect((await first.api('/auth/two-factor', { method: 'POST', token: other.token })).status).toBe(200);
  } finally {
    await first.close();
  }
  const before = storedRows();
  expect(before).toHaveLength(2);
  const printsNothingSecret = (output: string): void => {
    for (const value of [OLD_KEY, NEW_KEY, secret, 'local-two-factor-key']) expect(output).not.toContain(value);
  };

  // Refusals, run in this process (the command's entry only prints the lines and exits with the code).
  const refusal = (keys: { TWO_FACTOR_KEY: string; NEW_TWO_FACTOR_KEY?: string }): string[] => {
    const outcome = rotateTwoFactorKey(operatorEnv(keys));
    expect(outcome.exitCode).toBe(1);
    expect(outcome.lines.at(-1)).toBe('Nothing was changed.');
    printsNothingSecret(outcome.lines.join('\n'));
    return outcome.lines;
  };
  expect(refusal({ TWO_FACTOR_KEY: `${OLD_KEY}-not`, NEW_TWO_FACTOR_KEY: NEW_KEY })).toEqual([
    'TWO_FACTOR_KEY does not decrypt 2 of the 2 stored two-factor secrets: give the key the server runs with now.',
    'Nothing was changed.',
  ]);
  const newKeyRefusal = (NEW_TWO_FACTOR_KEY?: string): string =>
    refusal({ TWO_FACTOR_KEY: OLD_KEY, NEW_TWO_FACTOR_KEY })[0] ?? '';
  expect(newKeyRefusal(OLD_KEY)).toMatch(/^NEW_TWO_FACTOR_KEY is the same as TWO_FACTOR_KEY/);
  expect(newKeyRefusal(DEV_TWO_FACTOR_KEY)).toMatch(/^NEW_TWO_FACTOR_KEY holds the published development value/);
  expect(newKeyRefusal('a'.repeat(31))).toMatch(/^NEW_TWO_FACTOR_KEY is too short \(at least 32 characters\)/);
  expect(newKeyRefusal(undefined)).toMatch(/^NEW_TWO_FACTOR_KEY is not set/);
  expect(storedRows()).toEqual(before);

  const rotation = await runCommand({ TWO_FACTOR_KEY: OLD_KEY, NEW_TWO_FACTOR_KEY: NEW_KEY });
  expect(rotation.output).toContain('Re-encrypted 2 two-factor secrets under NEW_TWO_FACTOR_KEY');
  expect(rotation.code).toBe(0);
  printsNothingSecret(rotation.output);

  // Run again with the same settings, it sees the work done and changes nothing.
  const rotated = storedRows();
  expect(refusal({ TWO_FACTOR_KEY: OLD_KEY, NEW_TWO_FACTOR_KEY: NEW_KEY })).toContain(
    'They open with NEW_TWO_FACTOR_KEY already: the key was rotated; start the server with the new key.',
  );
  expect(storedRows()).toEqual(rotated);

  await expect(startTestContractServer({ dataDir, twoFactorKey: OLD_KEY })).rejects.toThrow(
    /TWO_FACTOR_KEY does not decrypt the stored two-factor secrets/,
  );
  const second = await startTestContractServer({ dataDir, twoFactorKey: NEW_KEY });
  try {
    expect(await signInWithCode(second, email, totpCode(secret))).toBe(200);
  } finally {
    await second.close();
  }
});
