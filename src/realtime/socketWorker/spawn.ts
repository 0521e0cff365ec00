/**
 * Starts the socket worker, or pusher-js on the page when the page cannot start it (`startSocket.ts`).
 * `new URL(…, import.meta.url)` is how webpack finds the worker's entry and builds it as its own script, and only a
 * bundle (never Node or the tests) loads this module.
 */
import { startSocket } from './startSocket';
import type { SocketWorkerPort } from './workerPusher';

export function spawnSocketWorker(): Worker {
  return new Worker(new URL('./socket.worker.ts', import.meta.url), { name: 'realtime-socket' });
}

/** The socket worker, or the socket host on the page (its own chunk, pusher-js: loaded only then). */
export function startSocketWorkerOrPage(): Promise<SocketWorkerPort> {
  return startSocket(spawnSocketWorker, async () =>
    (await import(/* webpackChunkName: "realtime-page-socket" */ './pageSocket')).hostSocketOnPage(),
  );
}
