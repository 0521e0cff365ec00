/** @jest-environment node */
/**
 * The socket host (socketHost.ts) with a stand-in pusher-js class: it counts the WebSockets pusher-js's runtime
 * opens until each closes, and reports the count on every change (the page's supervisor leaves an attempt in flight
 * alone); a batch carries signature requests as objects and everything else, in order, as JSON text.
 */
import { hostSocket, type HostPort, type PusherClass } from '@/realtime/socketWorker/socketHost';
import type { WorkerBatch, WorkerCommand, WorkerReport } from '@/realtime/socketWorker/protocol';

type GlobalHandler = (event: string, data: unknown) => void;
type AuthorizationHandler = (params: { socketId: string; channelName: string }, callback: () => void) => void;

/** What the stand-in pusher-js does: opens a socket through its runtime on connect, and hands events to a channel. */
function standInPusher() {
  const sockets: EventTarget[] = [];
  const channels = new Map<string, GlobalHandler[]>();
  let askSignature: AuthorizationHandler | null = null;
  class StandIn {
    static Runtime = {
      createWebSocket: (): EventTarget => {
        const socket = new EventTarget();
        sockets.push(socket);
        return socket;
      },
    };
    connection = { socket_id: '1.2', bind: () => undefined };
    user = { bind_global: () => undefined };
    constructor(_key: string, options: { channelAuthorization: { customHandler: AuthorizationHandler } }) {
      askSignature = options.channelAuthorization.customHandler;
    }
    connect() {
      StandIn.Runtime.createWebSocket();
    }
    disconnect() {}
    subscribe(name: string) {
      const handlers: GlobalHandler[] = channels.get(name) ?? [];
      channels.set(name, handlers);
      return { bind_global: (handler: GlobalHandler) => handlers.push(handler), unbind_global: () => undefined };
    }
  }
  return {
    PusherClient: StandIn as unknown as PusherClass,
    sockets,
    emit: (channel: string, event: string, data: unknown) =>
      channels.get(channel)?.forEach((handler) => handler(event, data)),
    askSignature: (channelName: string) => askSignature?.({ socketId: '1.2', channelName }, () => undefined),
  };
}

/** The host on a scope whose batches the test reads back, reports decoded in order. */
function startHost(PusherClient: PusherClass) {
  const batches: WorkerBatch[] = [];
  let listener: ((event: MessageEvent<WorkerCommand>) => void) | null = null;
  const scope: HostPort = {
    postMessage: (batch) => batches.push(batch),
    addEventListener: (_type, handler) => {
      listener = handler;
    },
  };
  hostSocket(scope, PusherClient);
  const command = (data: WorkerCommand) => listener?.({ data } as MessageEvent<WorkerCommand>);
  command({
    type: 'start',
    options: { key: 'k', wsHost: '127.0.0.1', wsPort: 6001, wssPort: 6001, forceTLS: false, pongTimeoutMs: 10_000 },
  });
  return {
    batches,
    command,
    /** Every report posted so far, as the page reads them: each batch's objects, then its JSON text. */
    reports: (): WorkerReport[] =>
      batches.flatMap((batch) => [
        ...batch.reports,
        ...(batch.encoded === undefined ? [] : (JSON.parse(batch.encoded) as WorkerReport[])),
      ]),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('each WebSocket pusher-js opens counts until it closes, and every change is reported', () => {
  const pusher = standInPusher();
  const host = startHost(pusher.PusherClient);
  host.command({ type: 'connect' });
  host.command({ type: 'connect' });
  jest.runOnlyPendingTimers();
  pusher.sockets[0]?.dispatchEvent(new Event('close'));
  jest.runOnlyPendingTimers();
  pusher.sockets[1]?.dispatchEvent(new Event('close'));
  // A second close of the same socket changes nothing.
  pusher.sockets[1]?.dispatchEvent(new Event('close'));
  jest.runOnlyPendingTimers();
  const counts = host
    .reports()
    .filter((report) => report.kind === 'sockets')
    .map((report) => (report.kind === 'sockets' ? report.open : -1));
  expect(counts).toEqual([1, 2, 1, 0]);
});

test('a batch carries signature requests as objects and the other reports, in order, as JSON text', () => {
  const pusher = standInPusher();
  const host = startHost(pusher.PusherClient);
  host.command({ type: 'subscribe', channel: 'private-u' });
  pusher.emit('private-u', 'BalanceChanged', { balance: '1.00' });
  pusher.askSignature('private-u');
  pusher.emit('private-u', 'BalanceChanged', { balance: '2.00' });
  jest.runOnlyPendingTimers();
  const batch = host.batches.at(-1);
  expect(batch?.reports).toEqual([{ kind: 'authorize', requestId: 1, socketId: '1.2', channel: 'private-u' }]);
  const encoded = JSON.parse(batch?.encoded ?? '[]') as WorkerReport[];
  expect(encoded.map((report) => (report.kind === 'event' ? report.data : null))).toEqual([
    { balance: '1.00' },
    { balance: '2.00' },
  ]);
});
