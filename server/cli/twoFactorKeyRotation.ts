/**
 * What `npm run two-factor:rotate-key` (server/cli/rotateTwoFactorKey.ts) does: re-encrypts the stored two-factor secrets from the key the server runs with
 * (TWO_FACTOR_KEY) to a new one (NEW_TWO_FACTOR_KEY) in one transaction, in the database the server uses (DATA_DIR).
 * Run with the server stopped, then start it with the new key (docs/account-security.md, "Changing the key").
 * It never prints a key or a secret.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigurationError, resolveOptions } from '../config';
import { secretProblem } from '../configChecks';
import { openDatabase } from '../db/connection';
import { Domain } from '../domain';
import { UnreadableSecrets } from '../domain/twoFactor';
import { nullPublisher } from '../events/publisher';

/** What the command did: its exit code and the lines it prints (on stdout when it succeeded, else on stderr). */
export interface RotationOutcome {
  exitCode: 0 | 1;
  lines: string[];
}

const refused = (...problems: string[]): RotationOutcome => ({
  exitCode: 1,
  lines: [...problems, 'Nothing was changed.'],
});

/** Checks the keys and the database, then re-encrypts; every refusal leaves the database as it was. */
export function rotateTwoFactorKey(env: NodeJS.ProcessEnv): RotationOutcome {
  let cfg: ReturnType<typeof resolveOptions>;
  try {
    cfg = resolveOptions({}, env);
  } catch (error) {
    if (error instanceof ConfigurationError) return refused(...error.problems);
    throw error;
  }
  const newKey = env.NEW_TWO_FACTOR_KEY?.trim() ? env.NEW_TWO_FACTOR_KEY : undefined;
  const keyProblem =
    newKey === cfg.twoFactorKey
      ? 'NEW_TWO_FACTOR_KEY is the same as TWO_FACTOR_KEY: give the new key in NEW_TWO_FACTOR_KEY and the one the server runs with now in TWO_FACTOR_KEY.'
      : secretProblem('TWO_FACTOR_KEY', newKey, 'NEW_TWO_FACTOR_KEY');
  if (keyProblem || !newKey) return refused(keyProblem ?? 'NEW_TWO_FACTOR_KEY is not set.');
  const file = resolve(env.DB_FILE ?? join(cfg.dataDir, 'contract.sqlite'));
  if (!existsSync(file)) return refused(`There is no database at ${file}: run the command with the server's DATA_DIR.`);

  const db = openDatabase(file, { busyTimeoutMs: cfg.busyTimeoutMs });
  try {
    const domain = new Domain(db, nullPublisher, { twoFactorKey: cfg.twoFactorKey });
    const count = domain.twoFactor.reseal(newKey);
    return {
      exitCode: 0,
      lines: [
        `Re-encrypted ${count} two-factor ${count === 1 ? 'secret' : 'secrets'} under NEW_TWO_FACTOR_KEY in ${file}.`,
        'Start the server with TWO_FACTOR_KEY set to the new key: the old one no longer opens them.',
      ],
    };
  } catch (error) {
    if (!(error instanceof UnreadableSecrets)) throw error;
    return refused(
      `TWO_FACTOR_KEY does not decrypt ${error.unreadable} of the ${error.total} stored two-factor secrets: give the key the server runs with now.`,
      ...(error.underNewKey === error.unreadable
        ? ['They open with NEW_TWO_FACTOR_KEY already: the key was rotated; start the server with the new key.']
        : []),
    );
  } finally {
    db.close();
  }
}
