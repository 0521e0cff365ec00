/**
 * Child process for tests and benches that kill the realtime server for real (SIGKILL): starts our realtime
 * server with the app given as JSON in argv[2] on the port in argv[3] (0 = a free one) and prints
 * `{ port }` as one JSON line once it listens; stops when its stdin closes (the parent ended or died).
 */
import { startRealtimeServer, type RealtimeApp } from '../../server/realtime';
import { serveUntilParentLeaves } from './childServer';

void (async () => {
  const app = JSON.parse(process.argv[2] ?? '{}') as RealtimeApp;
  const server = await startRealtimeServer({ host: '127.0.0.1', port: Number(process.argv[3] ?? 0), apps: [app] });
  serveUntilParentLeaves(server, { port: server.port });
})();
