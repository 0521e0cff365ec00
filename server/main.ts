/** CLI entry (`npm run server`): starts the contract server from environment variables; stops on SIGINT/SIGTERM. */
import { startContractServer } from './app';

async function main(): Promise<void> {
  const server = await startContractServer();
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', msg: 'stopping', signal }));
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(JSON.stringify({ level: 'error', msg: 'failed to start', error: err instanceof Error ? err.message : String(err) }));
  process.exit(1);
});
