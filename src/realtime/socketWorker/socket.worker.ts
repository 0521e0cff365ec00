/**
 * The socket worker's entry (started by `spawn.ts`): the socket host with pusher-js's web-worker build. Started as a
 * SharedWorker, it serves every tab of the site that connects (one connection for the browser); started as a
 * dedicated worker, the one page that started it. See `socketHost.ts`.
 */
import Pusher from 'pusher-js/worker';
import { createSocketHost, type HostPort } from './socketHost';

/** The worker's global scope; the DOM typings describe a window, so it is typed as the part used here. */
const scope = self as unknown as HostPort & {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
};
const shared = 'onconnect' in scope;
// A shared worker outlives the tabs it serves, and cannot see one crash: it gives up tabs that stop pinging.
const host = createSocketHost(Pusher, { dropSilentPages: shared });

if (shared) {
  scope.addEventListener('connect', ({ ports: [port] }) => {
    if (!port) return;
    host.attach(port);
    port.start(); // a port listened to with addEventListener delivers nothing before it is started
  });
} else {
  host.attach(scope);
}
