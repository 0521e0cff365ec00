/** CLI entry (`npm run server`): starts the contract server from environment variables; stops on SIGINT/SIGTERM. */
import { startContractServer, type ContractServer } from './app';

let server: ContractServer | null = null;
let stopping = false;

function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: 'stopping', signal }));
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  // A signal during start-up stops the server as soon as it is up.
  if (server) server.close().then(() => process.exit(0), () => process.exit(1));
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

startContractServer().then(
  (started) => {
    server = started;
    if (stopping) started.close().then(() => process.exit(0), () => process.exit(1));
  },
  (err: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'failed to start', error: err instanceof Error ? err.message : String(err) }));
    process.exit(1);
  },
);
