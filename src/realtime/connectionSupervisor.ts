/**
 * The connection's supervisor (docs/realtime-client.md, "Reconnect"): it reports the connection's states, and after a
 * gap dispatches `realtime/reconnected` and re-fetches what `common` would have changed. While the socket is down
 * it starts fresh connection attempts itself (pusher-js's own retry waits for a 15–60 s strategy timeout, and a
 * connection can stay in `unavailable` or `failed`: pusher-js issues #553, #206, #223), follows the server's close
 * codes (`closeCodes.ts`), and checks the connection at once when the browser comes back online or the tab becomes
 * visible.
 */
import { call, delay, put, race, take } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { retryDelay } from './backoff';
import { BACKOFF_FLOOR_MS, RETRY_AT_ONCE_MS, closeActionOf, type CloseAction } from './closeCodes';
import type { EchoInstance } from './echoFactory';
import { reconnected } from './realtimeActions';
import { connectionChanged, networkChanged, type ConnectionStatus } from './realtimeSlice';
import { browserWakeUps, connectionStates, nextMessage, openSockets, serverCloses, type WakeUp } from './subscriptions';

/**
 * Re-fetched after a reconnect: `common` keeps no history, so its jackpots come again by REST. The player's own
 * pushes are recovered by the user session (`recovery.ts`), which takes `realtime/reconnected`.
 */
export const tagsRefetchedOnReconnect = ['Jackpots'] as const;

/**
 * How long a connection attempt still in flight (a WebSocket opening, or open and waiting for pusher-js's handshake)
 * is left alone before a fresh one replaces it. A slow network (a phone on a weak signal, a satellite link) takes
 * seconds to carry a handshake; cutting it off after the short retry delay would start over forever. A refused or
 * failed attempt ends its socket at once, and then the short retry delay applies.
 */
export const ATTEMPT_ALLOWANCE_MS = 10_000;
/** How long a socket that says it is connected has to answer a ping when the tab wakes up. */
export const PROBE_TIMEOUT_MS = 3000;

const browserOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Waits until the socket shows it is alive (any message after a ping), or gives up after PROBE_TIMEOUT_MS. */
function* probe(echo: EchoInstance): Generator<Effect, boolean> {
  const messages = nextMessage(echo);
  try {
    echo.connector.pusher.connection.send_event('pusher:ping', {});
    const result = (yield race({ alive: take(messages), timeout: delay(PROBE_TIMEOUT_MS) })) as { alive?: true };
    return result.alive === true;
  } finally {
    messages.close();
  }
}

/** The wait before the next fresh attempt, after a server's close asked for `closed` (null: no close code). */
function nextWait(attempt: number, closed: CloseAction | null): number {
  if (closed === 'retry' && attempt === 0) return Math.random() * RETRY_AT_ONCE_MS;
  return (closed === 'backoff' ? BACKOFF_FLOOR_MS : 0) + retryDelay(attempt);
}

/**
 * Supervises the connection: while the socket is not connected and no attempt is in flight, it starts a fresh
 * attempt after each `nextWait` (an attempt in flight gets ATTEMPT_ALLOWANCE_MS). Before pusher-js starts
 * (`initialized`: the socket worker is still loading) there is nothing to retry. On `online` and on the tab becoming
 * visible it checks at once: a fresh attempt when down, a ping when it says it is connected. A close code the
 * client must not retry (4000–4099) ends all of that: the state is `failed` until the page is loaded again.
 */
export function* watchConnection(echo: EchoInstance): Generator {
  const channel = connectionStates(echo);
  const wakeUps = browserWakeUps();
  const sockets = openSockets(echo);
  const closes = serverCloses(echo);
  const pusher = echo.connector.pusher;
  let wasConnected = false;
  let status: ConnectionStatus = 'initialized';
  let attempt = 0;
  let attemptInFlight = false;
  let online = browserOnline();
  /** What the server's last close code asked for, until the next connection. */
  let closed: CloseAction | null = null;
  // `disconnected` states that our own fresh attempts cause (disconnect, then connect): not shown.
  let ownDisconnects = 0;
  const attemptNow = () => {
    ownDisconnects += 1;
    // The socket worker's client (workerPusher.ts) takes the attempt as one command: its socket may be shared by tabs.
    (pusher as unknown as { reconnect(): void }).reconnect();
  };
  if (!online) yield put(networkChanged({ online }));
  try {
    for (;;) {
      const down = status !== 'connected' && status !== 'idle' && status !== 'initialized';
      const wait =
        closed === 'refused' || !online || !down
          ? null
          : attemptInFlight
            ? ATTEMPT_ALLOWANCE_MS
            : nextWait(attempt, closed);
      const next = (yield race({
        state: take(channel),
        wake: take(wakeUps),
        sockets: take(sockets),
        close: take(closes),
        ...(wait === null ? {} : { retry: delay(wait) }),
      })) as {
        state?: ReturnType<typeof connectionChanged>;
        wake?: WakeUp;
        sockets?: number;
        close?: number;
        retry?: true;
      };

      if (next.sockets !== undefined) {
        attemptInFlight = next.sockets > 0;
        continue;
      }
      if (next.close !== undefined) {
        closed = closeActionOf(next.close);
        if (closed === 'refused') {
          console.warn(
            '[realtime] the server refused the connection: not reconnecting until the page is loaded again',
            { code: next.close },
          );
          status = 'failed';
          yield put(connectionChanged({ status }));
        }
        continue;
      }
      if (closed === 'refused') continue; // nothing changes the server's answer: no attempt, no other state shown
      if (next.retry) {
        attempt += 1;
        attemptNow();
        continue;
      }
      if (next.wake) {
        if (next.wake === 'offline') {
          online = false;
          yield put(networkChanged({ online }));
          continue;
        }
        if (next.wake === 'online' && !online) {
          online = true;
          yield put(networkChanged({ online }));
        }
        attempt = 0;
        if (status !== 'connected') attemptNow();
        else if (!((yield call(probe, echo)) as boolean) && status === 'connected') attemptNow();
        continue;
      }
      const action = next.state;
      if (!action) continue;
      if (action.payload.status === 'disconnected' && ownDisconnects > 0) {
        ownDisconnects -= 1;
        continue;
      }
      status = action.payload.status;
      yield put(action);
      if (status !== 'connected') continue;
      attempt = 0;
      closed = null;
      // An attempt whose `disconnected` never came (posted to a socket worker that had died) is not owed any more.
      ownDisconnects = 0;
      if (wasConnected) {
        yield put(reconnected());
        yield put(baseApi.util.invalidateTags([...tagsRefetchedOnReconnect]));
      }
      wasConnected = true;
    }
  } finally {
    channel.close();
    wakeUps.close();
    sockets.close();
    closes.close();
  }
}
