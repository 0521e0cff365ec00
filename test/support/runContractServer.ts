/**
 * Child process for the component tests: starts a real contract server on free ports (fresh temp data)
 * (or on the data folder given as its argument) and prints `{ apiUrl }` as one JSON line; stops when its stdin closes
 * (the test ended or died).
 */
import { startTestContractServer } from './contractServer';
import { serveUntilParentLeaves } from './childServer';

void (async () => {
  const dataDir = process.argv[2];
  const server = await startTestContractServer(dataDir ? { dataDir } : {});
  serveUntilParentLeaves(server, { apiUrl: server.apiUrl });
})();
