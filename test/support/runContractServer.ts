/**
 * Child process for the component tests: starts a real contract server on free ports (fresh temp data)
 * (or on the data folder given as its argument) and prints `{ apiUrl }` as one JSON line; stops when its stdin closes
 * (the test ended or died).
 */
import { startTestContractServer } from './contractServer';

void (async () => {
  const dataDir = process.argv[2];
  const server = await startTestContractServer(dataDir ? { dataDir } : {});
  process.stdout.write(`${JSON.stringify({ apiUrl: server.apiUrl })}\n`);
  process.stdin.resume();
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.on('SIGTERM', stop);
})();
