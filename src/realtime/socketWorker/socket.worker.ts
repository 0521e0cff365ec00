/**
 * The socket worker's entry (started by `spawn.ts`): the socket host with pusher-js's web-worker build. See
 * `socketHost.ts`.
 */
import Pusher from 'pusher-js/worker';
import { hostSocket, type HostPort } from './socketHost';

// The worker's global scope; the DOM typings describe a window, so it is typed as the part the host uses.
hostSocket(self as unknown as HostPort, Pusher);
