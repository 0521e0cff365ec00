/**
 * The socket host on the page: pusher-js's browser build behind the same commands and reports as the socket worker,
 * for a page that cannot start the worker (a Content-Security-Policy that allows no worker script, a worker script
 * that fails to load). The host runs on one end of a MessageChannel and WorkerPusher talks to the other, so nothing
 * above the port changes; only the frames of a burst are parsed on the main thread again. Loaded only when needed:
 * its chunk (pusher-js) is never part of a normal visit.
 */
import Pusher from 'pusher-js';
import { hostSocket, type HostPort } from './socketHost';
import type { SocketWorkerPort } from './workerPusher';

export function hostSocketOnPage(): SocketWorkerPort {
  const { port1, port2 } = new MessageChannel();
  hostSocket(port2 satisfies HostPort, Pusher);
  // A port whose listeners are added with addEventListener delivers nothing until it is started; what was posted
  // before waits. The host's hello is an empty batch, so it does not matter who hears it.
  port2.start();
  port1.start();
  return port1 satisfies SocketWorkerPort;
}
