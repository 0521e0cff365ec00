/**
 * Starts the socket worker. Kept apart from the rest: `new URL(…, import.meta.url)` is how webpack finds the
 * worker's entry and builds it as its own script, and only a bundle (never Node or the tests) loads this module.
 */
export function spawnSocketWorker(): Worker {
  return new Worker(new URL('./socket.worker.ts', import.meta.url), { name: 'realtime-socket' });
}
