/**
 * Subscriptions to Echo. The connection's states and the browser's wake-ups are eventChannels the saga takes from.
 * A channel's events and the presence channel hand each event's typed action (payloads validated at the boundary)
 * to a `deliver` function the saga gives them, one call per event. Closing any of them unbinds exactly the handlers
 * it bound and leaves the channel, so a later subscription never inherits old listeners.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type Buffer, type EventChannel } from 'redux-saga';
import type { EchoInstance } from './echoFactory';
import { awaitsValidator, isValidPayload, type WireEventName } from './events';
import { actionForEvent, channelSubscribed, payloadDropped, subscriptionFailed } from './realtimeActions';
import { connectionChanged, type ConnectionStatus } from './realtimeSlice';
import { SERVER_CLOSE_EVENT, SOCKETS_EVENT, type PushMetadata } from './socketWorker/protocol';

/** pusher-js passes event data and, from the socket worker, when the event was received (`PushMetadata`). */
export type Handler = (data: unknown, metadata?: unknown) => void;
interface PusherLikeChannel {
  bind(event: string, handler: Handler): unknown;
  unbind(event: string, handler: Handler): unknown;
}

/**
 * Validates one event and returns its typed action, or a `payloadDropped` action (logged, never thrown). The action's
 * `receivedAt` is when the socket received the event (the socket worker says), else now.
 */
export function toAction(event: WireEventName, data: unknown, metadata?: unknown): UnknownAction {
  if (isValidPayload(event, data)) return actionForEvent(event, data, receivedAtOf(metadata));
  // Payload values may be personal (balances): log only the event name and the top-level keys.
  const keys = typeof data === 'object' && data !== null ? Object.keys(data).slice(0, 10) : [typeof data];
  console.warn('[realtime] dropped malformed payload', { event, keys });
  return payloadDropped(event, 'payload failed validation');
}

/** The worker's metadata as the action's meta overrides (no copy: this runs once per push). */
function receivedAtOf(metadata: unknown): PushMetadata | undefined {
  const receivedAt =
    typeof metadata === 'object' && metadata !== null ? (metadata as Partial<PushMetadata>).receivedAt : undefined;
  return typeof receivedAt === 'number' ? (metadata as PushMetadata) : undefined;
}

export function bindAll(channel: PusherLikeChannel, handlers: [string, Handler][]): () => void {
  for (const [event, handler] of handlers) channel.bind(event, handler);
  return () => {
    for (const [event, handler] of handlers) channel.unbind(event, handler);
  };
}

function statusOf(state: unknown): ConnectionStatus {
  const known: ConnectionStatus[] = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'];
  return known.includes(state as ConnectionStatus) ? (state as ConnectionStatus) : 'connecting';
}

/** The connection's state changes, starting with the current state. */
export function connectionStates(echo: EchoInstance): EventChannel<UnknownAction> {
  const connection = echo.connector.pusher.connection;
  return eventChannel<UnknownAction>((emit) => {
    const handler = (change: { current?: unknown }) => emit(connectionChanged({ status: statusOf(change.current) }));
    connection.bind('state_change', handler);
    emit(connectionChanged({ status: statusOf(connection.state) }));
    return () => connection.unbind('state_change', handler);
  }, buffers.expanding<UnknownAction>(16)); // every change is kept: the saga reads them in order
}

/** A number the socket host reports on the connection (event `event`, field `field`), as a channel of those numbers. */
function hostReports(echo: EchoInstance, event: string, field: string, buffer: Buffer<number>): EventChannel<number> {
  const connection = echo.connector.pusher.connection;
  return eventChannel<number>((emit) => {
    const handler = (report: Record<string, unknown>) => {
      const value = report[field];
      if (typeof value === 'number') emit(value);
    };
    connection.bind(event, handler);
    return () => connection.unbind(event, handler);
  }, buffer);
}

/**
 * How many WebSockets the socket host holds open or opening, on each change (the socket worker's `sockets` reports):
 * above 0 while a connection attempt is in flight. A plain pusher-js client says nothing here. Only the latest count
 * matters.
 */
export const openSockets = (echo: EchoInstance): EventChannel<number> =>
  hostReports(echo, SOCKETS_EVENT, 'open', buffers.sliding<number>(1));

/**
 * The close codes the server ended the connection with (the socket worker's `serverClose` reports): then the host has
 * stopped pusher-js's own retry and the supervisor decides. A plain pusher-js client says nothing here.
 */
export const serverCloses = (echo: EchoInstance): EventChannel<number> =>
  hostReports(echo, SERVER_CLOSE_EVENT, 'code', buffers.expanding<number>(4));

/** What the browser tells about the network and the tab: the moments to check the connection at once. */
export type WakeUp = 'online' | 'offline' | 'visible';

/**
 * `online`, `offline` and `visibilitychange` to visible, from the page (nothing outside a browser). The
 * listeners are passive and do nothing but emit; the saga decides.
 */
export function browserWakeUps(
  target: { window?: Window; document?: Document } = typeof window === 'undefined' ? {} : { window, document },
): EventChannel<WakeUp> {
  return eventChannel<WakeUp>((emit) => {
    const { window: win, document: doc } = target;
    const online = () => emit('online');
    const offline = () => emit('offline');
    const visibility = () => {
      if (doc?.visibilityState === 'visible') emit('visible');
    };
    win?.addEventListener('online', online);
    win?.addEventListener('offline', offline);
    doc?.addEventListener('visibilitychange', visibility);
    return () => {
      win?.removeEventListener('online', online);
      win?.removeEventListener('offline', offline);
      doc?.removeEventListener('visibilitychange', visibility);
    };
  }, buffers.sliding<WakeUp>(4));
}

/** Emits once when anything arrives on the socket (a `pusher:pong` or any event): proof that it is alive. */
export function nextMessage(echo: EchoInstance): EventChannel<true> {
  const connection = echo.connector.pusher.connection;
  return eventChannel<true>((emit) => {
    const handler = () => emit(true);
    connection.bind('message', handler);
    return () => connection.unbind('message', handler);
  }, buffers.sliding<true>(1));
}

/** Where a subscription hands each event's action (the saga passes the store's dispatch). */
export type Deliver = (action: UnknownAction) => void;
/** Opens a subscription that delivers actions; returns what closes it. */
export type Subscribe = (deliver: Deliver) => () => void;

/** Subscribes to a public or private channel (by full name) and delivers one action per listed event. */
export function channelEvents(echo: EchoInstance, fullName: string, events: readonly WireEventName[]): Subscribe {
  return (deliver) => {
    const channel = fullName.startsWith('private-')
      ? echo.private(fullName.slice('private-'.length))
      : echo.channel(fullName);
    const handlers: [string, Handler][] = events.map((event) => [
      event,
      (data: unknown, metadata?: unknown) => {
        if (!awaitsValidator(event)) deliver(toAction(event, data, metadata));
      },
    ]);
    handlers.push([
      'pusher:subscription_error',
      (error: unknown) => deliver(subscriptionFailed(fullName, statusOfError(error))),
    ]);
    // A private channel hears pushes only from here on; the recovery asks for what came before (recovery.ts).
    if (fullName.startsWith('private-')) {
      handlers.push(['pusher:subscription_succeeded', () => deliver(channelSubscribed(fullName))]);
    }
    const unbind = bindAll(channel.subscription, handlers);
    return () => {
      unbind();
      echo.leaveChannel(fullName);
    };
  };
}

/** pusher-js passes `{ type, error: message, status? }`; our authoriser's message carries "(HTTP 403)". */
export function statusOfError(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, error: message } = error as { status?: unknown; error?: unknown };
  if (typeof status === 'number') return status;
  const match = typeof message === 'string' ? /\(HTTP (\d{3})\)/.exec(message) : null;
  return match?.[1] ? Number(match[1]) : null;
}
