/**
 * The socket worker for tests under Node: the real socket host (`socketHost.ts`) with pusher-js's Node build, on
 * the other end of a MessageChannel. Commands and reports cross as they do to a worker (structured clone, in
 * order, asynchronously), so the tests drive the same protocol the browser does.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import Pusher from 'pusher-js';
import {
  createSocketHost,
  hostSocket,
  type HostPort,
  type PusherClass,
  type SocketHostOptions,
} from '@/realtime/socketWorker/socketHost';
import type { SocketWorkerPort } from '@/realtime/socketWorker/workerPusher';
import { echoOverSocketWorker } from '@/realtime/createEcho';
import type { EchoFactory } from '@/realtime/echoFactory';

/**
 * pusher-js's Node build bundles an old faye-websocket whose `close()` starts a 30 s timer even on a socket that is
 * already closed, where a browser's WebSocket does nothing. The socket host disconnects pusher-js right after a
 * server's close code, when the socket has just closed: each such test would hold Node's event loop 30 s after it
 * ended. Here a closed socket ignores `close()`, as in a browser.
 */
const CLOSED = 3;
const runtime = (Pusher as unknown as PusherClass).Runtime;
const createSocket = runtime.createWebSocket.bind(runtime);
runtime.createWebSocket = (url) => {
  const socket = createSocket(url);
  const state = socket as unknown as { readyState: number };
  const close = socket.close.bind(socket);
  socket.close = (code?: unknown, reason?: unknown): unknown =>
    state.readyState === CLOSED ? undefined : close(code, reason);
  return socket;
};

/**
 * A Node MessagePort as a DOM-style port: `addEventListener` hands a `{ data }` event. Node builds a received message
 * in its own realm, not in the test's (jest runs tests in a separate one), where `Object.getPrototypeOf(data)` is not
 * the test's `Object.prototype` and the redactor would take payloads for foreign objects. The message is structured-
 * cloned across the channel as a worker's would be (what cannot be cloned still throws), then rebuilt here as JSON.
 */
function asPort<T>(port: MessagePort): T {
  return {
    postMessage: (message: unknown) => port.postMessage(message),
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type !== 'message') return;
      port.on('message', (data: unknown) => listener({ data: JSON.parse(JSON.stringify(data)) as unknown }));
      port.unref(); // after `on`, which refs the port: an open line must not keep a finished test run alive
    },
  } as T;
}

/**
 * A socket worker in this process. `PusherClient` is pusher-js by default; a test that runs many clients as separate
 * browsers gives each its own copy of the module, so that each host counts only its own sockets (`pusherHooks.ts`).
 */
export function inProcessSocketWorker(PusherClient: PusherClass = Pusher as unknown as PusherClass): SocketWorkerPort {
  const { port1, port2 } = new MessageChannel();
  hostSocket(asPort<HostPort>(port2), PusherClient);
  return asPort<SocketWorkerPort>(port1);
}

/** The app's EchoFactory with the socket host in this process. */
export const createTestEcho: EchoFactory = echoOverSocketWorker(() => inProcessSocketWorker());

/**
 * A shared socket worker for tests: one socket host (one pusher-js connection), and a spawn function that gives each
 * caller (a tab) its own line to it, as a SharedWorker gives each tab a port.
 */
export function sharedInProcessSocketWorker(options: SocketHostOptions = {}): () => SocketWorkerPort {
  const host = createSocketHost(Pusher as unknown as PusherClass, options);
  return () => {
    const { port1, port2 } = new MessageChannel();
    host.attach(asPort<HostPort>(port2));
    return asPort<SocketWorkerPort>(port1);
  };
}
