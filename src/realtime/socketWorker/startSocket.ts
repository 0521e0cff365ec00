/**
 * How the page gets its socket host: the worker if it starts, else the host on the page. Apart from `spawn.ts` (which
 * only a bundle can load) so that the choice is tested under Node with stand-ins.
 */
import type { SocketWorkerPort } from './workerPusher';

/** A started worker: a port that also ends it. */
export type StartedWorker = SocketWorkerPort & Pick<Worker, 'removeEventListener' | 'terminate'>;

/**
 * Resolves with the worker once its host has said hello (its first message), or, when the worker throws on creation
 * or fails before that (a Content-Security-Policy without a worker source, a script that does not load), with what
 * `onPage` gives (the socket host on the page, or a worker of the page's own: `instead` says which in the log). The
 * reason is logged; the connection works either way.
 */
export function startSocket(
  spawn: () => StartedWorker,
  onPage: () => Promise<SocketWorkerPort>,
  instead = 'the connection runs on the page',
): Promise<SocketWorkerPort> {
  const fallBack = (reason: string): Promise<SocketWorkerPort> => {
    console.warn(`[realtime] the socket worker could not start; ${instead}`, { reason });
    return onPage();
  };
  let worker: StartedWorker;
  try {
    worker = spawn();
  } catch (error) {
    return fallBack(error instanceof Error ? error.message : String(error));
  }
  return new Promise((resolve) => {
    const hello = () => {
      stopWaiting();
      resolve(worker);
    };
    const failed = (event: ErrorEvent) => {
      stopWaiting();
      worker.terminate();
      resolve(fallBack(event.message || 'the worker failed to start'));
    };
    const stopWaiting = () => {
      worker.removeEventListener('message', hello);
      worker.removeEventListener('error', failed);
    };
    worker.addEventListener('message', hello);
    worker.addEventListener('error', failed);
  });
}
