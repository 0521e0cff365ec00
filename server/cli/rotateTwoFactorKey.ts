/**
 * CLI entry (`npm run two-factor:rotate-key`, through scripts/run.cjs): re-encrypts the stored two-factor secrets
 * from TWO_FACTOR_KEY to NEW_TWO_FACTOR_KEY (server/cli/twoFactorKeyRotation.ts); exits 1, changing nothing, when it
 * refuses.
 */
import { rotateTwoFactorKey } from './twoFactorKeyRotation';

const { exitCode, lines } = rotateTwoFactorKey(process.env);
(exitCode === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = exitCode;
