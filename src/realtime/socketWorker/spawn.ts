/**
 * Starts the socket host: the shared socket worker (one connection for every tab of the site) where the browser has
 * SharedWorker, else a socket worker of this page's own (Chrome on Android), else pusher-js on the page when no
 * worker can start (`startSocket.ts`). `new URL(…, import.meta.url)` is how webpack finds the worker's entry and
 * builds it as its own script (one script for both kinds of worker), and only a bundle (never Node or the tests)
 * loads this module.
 */
import type { WorkerCommand } from './protocol';
import { startSocket, type StartedWorker } from './startSocket';
import type { SocketWorkerPort } from './workerPusher';

export function spawnSocketWorker(): Worker {
  return new Worker(new URL('./socket.worker.ts', import.meta.url), { name: 'realtime-socket' });
}

/**
 * This tab's port to the shared socket worker. A SharedWorker cannot see a tab close, so the tab says `bye` when it
 * is unloaded (not when it only goes into the back-forward cache, from which it may come back with its channels), and
 * holds a Web Lock while it lives, which the worker waits for: a tab that crashes says nothing, but its lock goes free.
 */
export function spawnSharedSocketWorker(): StartedWorker {
  const worker = new SharedWorker(new URL('./socket.worker.ts', import.meta.url), { name: 'realtime-socket' });
  const { port } = worker;
  const say = (command: WorkerCommand) => port.postMessage(command);
  const live = () => holdLifeLock((lock) => say({ type: 'alive', lock }));
  let letLifeGo = live();
  const leave = (event: PageTransitionEvent) => {
    if (!event.persisted) say({ type: 'bye' });
    // Into the back-forward cache too: the worker gives the tab up, and it joins again if it comes back.
    letLifeGo();
  };
  window.addEventListener('pagehide', leave);
  // Back from the back-forward cache, or unfrozen: a page the worker gave up meanwhile (it was silent, like a crashed
  // one, or let its lock go) hears so at once rather than at its next ping, and joins again.
  const back = (event: Event) => {
    if (event instanceof PageTransitionEvent) {
      if (!event.persisted) return;
      letLifeGo = live();
    }
    say({ type: 'ping' });
  };
  window.addEventListener('pageshow', back);
  document.addEventListener('resume', back);
  // Messages come through the port; a worker that fails to load says so on the SharedWorker itself.
  const target = (type: string): EventTarget => (type === 'error' ? worker : port);
  const shared = {
    postMessage: say,
    addEventListener: (type: string, listener: EventListener) => target(type).addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => target(type).removeEventListener(type, listener),
    terminate: () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('resume', back);
      say({ type: 'bye' });
      letLifeGo();
      port.close();
    },
  };
  port.start();
  return shared as unknown as StartedWorker;
}

/**
 * Takes a Web Lock of this tab's own and calls `held(name)` once it is held; answers what lets it go. The shared
 * worker asks for the same lock, and the browser grants it the moment the tab is gone, closed, crashed or killed
 * (socketHost.ts). Where the browser has no Web Locks (an old browser, a page on plain HTTP) nothing is held, and a
 * dead tab is noticed by its silence alone.
 */
function holdLifeLock(held: (name: string) => void): () => void {
  const name = `tab:${Math.random()}`;
  let release = () => {};
  // `locks` is missing where the browser has no Web Locks (TypeScript's DOM types do not say so). The grant is at
  // once (the name is this tab's own), so a release asked for before it is not waited for.
  void (navigator.locks as LockManager | undefined)?.request(
    name,
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
        held(name);
      }),
  );
  return () => release();
}

/** The page's own socket worker, or the socket host on the page (its own chunk, pusher-js: loaded only then). */
function startOwnSocket(): Promise<SocketWorkerPort> {
  return startSocket(spawnSocketWorker, async () =>
    (await import(/* webpackChunkName: "realtime-page-socket" */ './pageSocket')).hostSocketOnPage(),
  );
}

/** The shared socket worker, or where the browser has none (or it fails to start) this page's own socket host. */
export function startSocketWorkerOrPage(): Promise<SocketWorkerPort> {
  if (typeof SharedWorker === 'undefined') return startOwnSocket();
  return startSocket(spawnSharedSocketWorker, startOwnSocket, 'the tab starts its own');
}
