/** CLI entry (`npm run server`): starts the contract server from environment variables; stops on SIGINT/SIGTERM. */
import { ConfigurationError, startContractServer, type ContractServer } from './app';

let server: ContractServer | null = null;
let stopping = false;

function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: 'stopping', signal }));
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  // A signal during start-up stops the server as soon as it is up.
  if (server)
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

startContractServer().then(
  (started) => {
    server = started;
    if (stopping)
      started.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
  },
  (err: unknown) => {
    if (err instanceof ConfigurationError) {
      // Plain lines for the person deploying: one per setting to fix, then where the checklist is.
      console.error(
        `Refusing to start (APP_ENV=${process.env.APP_ENV ?? 'unset'}): fix these settings and start again.`,
      );
      for (const problem of err.problems) console.error(`  ${problem}`);
      console.error('See "Production checklist" in docs/server.md.');
    } else {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'failed to start',
          error: err instanceof Error ? err.message : String(err),
        }),
      );
    }
    process.exit(1);
  },
);
