/**
 * The realtime lifecycle saga. It owns the ONE Echo connection: created once at start-up through the
 * injected factory; `common` is listened to for everyone from the start; `auth/signedIn` joins the user's
 * private channel and the presence channel, `auth/signedOut` (or another user signing in) leaves them —
 * also while a channel authorisation is still pending, whose late answer is then refused. Connection state
 * changes become `realtime/connectionChanged`; a return after a gap dispatches `realtime/reconnected` (the user
 * session recovers the player's missed pushes, `recovery.ts`) and re-fetches the jackpots. While the socket is
 * down it starts fresh connection attempts itself (capped back-off
 * with jitter) instead of waiting for pusher-js's own, much longer schedule, and it checks the connection
 * at once when the browser comes back online or the tab becomes visible. It stops only when the root
 * saga is cancelled (store teardown), disconnecting Echo.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, cancelled, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';
import { signedIn, signedOut } from '@/session/sessionActions';
import { prepareToasts } from '@/ui/toast';
import { RETRY_CAP_MS, retryDelay } from './backoff';
import { createChannelAuthorizer, SubscriptionCancelled } from './channelAuth';
import type { EchoInstance, RealtimeServices } from './echoFactory';
import { COMMON_CHANNEL, PRESENCE_CHANNEL, commonEventNames, loadPayloadValidators, userChannelName, userEventNames } from './events';
import { presenceLeft, reconnected } from './realtimeActions';
import type * as UserChannelSagas from './userChannelSagas';
import { connectionChanged, networkChanged, type ConnectionStatus, type RealtimeState } from './realtimeSlice';
import { browserWakeUps, channelEvents, connectionStates, nextMessage, openSockets, presenceEvents, type Deliver, type Subscribe, type WakeUp } from './subscriptions';

/**
 * Re-fetched after a reconnect: `common` keeps no history, so its jackpots come again by REST. The player's own
 * pushes are recovered by the user session (`recovery.ts`), which takes `realtime/reconnected`.
 */
export const tagsRefetchedOnReconnect = ['Jackpots'] as const;

/**
 * Keeps a subscription open until this saga is cancelled, and dispatches each of its events' actions from the
 * socket's callback with the store's dispatch (the saga's `dispatch` context). One dispatch per event, as a `put`
 * would be, without a `take` and a `put` per event: in a burst of thousands, those effects, scheduler steps and
 * generator resumes cost about a fifth of the whole burst (bench/realtime-browser.ts). A socket callback runs as
 * its own task, never inside another saga's step.
 */
function* dispatchEach(subscribe: Subscribe): Generator {
  const dispatch = (yield getContext('dispatch')) as Deliver;
  const close = subscribe((action) => dispatch(action));
  try {
    yield new Promise<never>(() => {}); // until cancelled
  } finally {
    close();
  }
}

/** A connection closed by the server on purpose (`disconnected`: app refused, over quota) is retried slowly. */
export const RETRY_DISCONNECTED_CAP_MS = 30_000;
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

/**
 * Reports connection states and, after a gap, re-fetches what events in the gap would have changed.
 * Also the connection's supervisor: while the socket is not connected and no attempt is in flight, it starts a
 * fresh attempt after each `retryDelay` (pusher-js's own retry waits for a 15–60 s strategy timeout, and a
 * connection can stay in `unavailable` or `failed`: pusher-js issues #553, #206, #223). An attempt in flight gets
 * ATTEMPT_ALLOWANCE_MS. Before pusher-js starts (`initialized`: the socket worker is still loading) there is
 * nothing to retry. On `online` and on the tab becoming visible it checks at once — a fresh attempt when down, a
 * ping when it says it is connected.
 */
function* watchConnection(echo: EchoInstance): Generator {
  const channel = connectionStates(echo);
  const wakeUps = browserWakeUps();
  const sockets = openSockets(echo);
  const pusher = echo.connector.pusher;
  let wasConnected = false;
  let status: ConnectionStatus = 'initialized';
  let attempt = 0;
  let attemptInFlight = false;
  let online = browserOnline();
  // `disconnected` states that our own fresh attempts cause (disconnect, then connect): not shown.
  let ownDisconnects = 0;
  const attemptNow = () => {
    ownDisconnects += 1;
    pusher.disconnect();
    pusher.connect();
  };
  if (!online) yield put(networkChanged({ online }));
  try {
    for (;;) {
      const down = status !== 'connected' && status !== 'idle' && status !== 'initialized';
      const wait = !online || !down ? null
        : attemptInFlight ? ATTEMPT_ALLOWANCE_MS
        : retryDelay(attempt, status === 'disconnected' ? RETRY_DISCONNECTED_CAP_MS : RETRY_CAP_MS);
      const next = (yield race({
        state: take(channel),
        wake: take(wakeUps),
        sockets: take(sockets),
        ...(wait === null ? {} : { retry: delay(wait) }),
      })) as { state?: ReturnType<typeof connectionChanged>; wake?: WakeUp; sockets?: number; retry?: true };

      if (next.sockets !== undefined) {
        attemptInFlight = next.sockets > 0;
        continue;
      }
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
  }
}

/** A saga that runs for one user session (the session forks it, and cancels it when the session ends). */
export type SessionSaga = () => Generator;
/** Loads sagas for a user session (`import()` of a chunk: it may fail, and is tried again). */
export type LoadSessionSagas = () => Promise<readonly SessionSaga[]>;

export interface RealtimeSagaOptions {
  /**
   * Loads the app's sagas that react to a player's pushes (toasts, stale lists). They load with the user channel's
   * validators, and every user session starts them before it subscribes, so no push arrives before they listen.
   */
  loadSessionSagas?: LoadSessionSagas;
}

const noSessionSagas: LoadSessionSagas = async () => [];

/** One signed-in session: the user's private channel and the presence channel, left in `finally`. */
function* userSession(echo: EchoInstance, uuid: string, wanted: Set<string>, loadSessionSagas: LoadSessionSagas): Generator {
  const privateName = `private-${userChannelName(uuid)}`;
  const presenceName = `presence-${PRESENCE_CHANNEL}`;
  wanted.add(privateName);
  wanted.add(presenceName);
  // The user's pushes show toasts: the toast host loads now, so the first one is not late.
  yield call(prepareToasts);
  try {
    // The user channel's validators and the sagas that react to its pushes are a chunk of their own (a guest never
    // downloads them): nothing of the user is subscribed before they are here and those sagas listen.
    const { sagas, sequenced } = (yield call(loadUserChannel, loadSessionSagas)) as UserChannelPart;
    for (const saga of sagas) yield fork(saga);
    const getState = (yield getContext('getState')) as () => { realtime: RealtimeState };
    const userPushes = sequenced(channelEvents(echo, privateName, userEventNames), () => getState().realtime.history);
    yield all([call(dispatchEach, userPushes), call(dispatchEach, presenceEvents(echo, PRESENCE_CHANNEL))]);
  } finally {
    // Forget the wish first, so an authorisation answering after this point is refused.
    wanted.delete(privateName);
    wanted.delete(presenceName);
    yield put(presenceLeft());
  }
}

/** What a user session loads before it subscribes: the sagas to run, and the gate that holds pushes to their numbers. */
interface UserChannelPart {
  sagas: readonly SessionSaga[];
  sequenced: UserChannelModule['sequenced'];
}
type UserChannelModule = typeof UserChannelSagas;

/**
 * Loads the user channel's part of the realtime client (its validators, the realtime layer's session sagas and
 * sequence gate, the app's sagas), trying again after a failed download (capped back-off with jitter).
 */
function* loadUserChannel(loadSessionSagas: LoadSessionSagas): Generator {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [, own, app] = (yield call(() =>
        Promise.all([
          loadPayloadValidators('user'),
          import(/* webpackChunkName: "realtime-user" */ './userChannelSagas'),
          loadSessionSagas(),
        ]),
      )) as [void, UserChannelModule, readonly SessionSaga[]];
      const part: UserChannelPart = { sagas: [...own.userChannelSagas, ...app], sequenced: own.sequenced };
      return part;
    } catch (error) {
      console.warn("[realtime] could not load the user channel's part of the realtime client", error instanceof Error ? error.message : String(error));
      yield delay(retryDelay(attempt));
    }
  }
}

/** Waits until the session of `uuid` ends: sign-out, or another user signing in (returned so it starts next). */
function* sessionEnd(uuid: string): Generator<unknown, User | null> {
  for (;;) {
    const action = (yield take([signedIn.type, signedOut.type])) as UnknownAction;
    if (signedIn.match(action)) {
      if (action.payload.user.uuid !== uuid) return action.payload.user;
      continue; // the same user again (a re-fetch): keep the subscriptions as they are
    }
    return null;
  }
}

/** Runs user sessions one after another: wait for sign-in, race the session against its end. */
function* userSessions(echo: EchoInstance, wanted: Set<string>, loadSessionSagas: LoadSessionSagas): Generator {
  const current = (yield select((state: { auth: { status: string; user: User | null } }) => state.auth)) as { status: string; user: User | null };
  let user: User | null = current.status === 'signedIn' ? current.user : null;
  for (;;) {
    if (!user) {
      const action = (yield take(signedIn.type)) as ReturnType<typeof signedIn>;
      user = action.payload.user;
    }
    const result = (yield race({ session: call(userSession, echo, user.uuid, wanted, loadSessionSagas), ended: call(sessionEnd, user.uuid) })) as {
      ended?: User | null;
    };
    user = result.ended ?? null;
  }
}

/** The root of the realtime side: see the header comment. */
export function* realtimeSaga({ loadSessionSagas = noSessionSagas }: RealtimeSagaOptions = {}): Generator {
  const services = (yield getContext('services')) as RealtimeServices;
  // Channels we still want: an authorisation that answers after the wish is gone is refused, so a
  // sign-out during a pending authorisation leaves nothing subscribed, not even for a moment.
  const wanted = new Set<string>();
  const signWithApi = createChannelAuthorizer({ apiBaseUrl: services.config.apiBaseUrl, tokens: services.tokens, fetchFn: services.fetchFn });
  const authorize = async (socketId: string, channelName: string) => {
    if (!wanted.has(channelName)) throw new SubscriptionCancelled();
    const answer = await signWithApi(socketId, channelName);
    if (!wanted.has(channelName)) throw new SubscriptionCancelled();
    return answer;
  };
  let echo: EchoInstance | undefined;
  try {
    echo = (yield call(services.createEcho, { config: services.config.realtime, authorize })) as EchoInstance;
    // The common channel's validators sit in the realtime chunk, which createEcho loads after the first paint: asked
    // for only now, they cost no second download and keep that chunk out of the first paint. Nothing is subscribed
    // before they are here.
    yield call(loadPayloadValidators, 'common');
  } catch (error) {
    echo?.disconnect();
    console.warn('[realtime] could not start the connection', error instanceof Error ? error.message : String(error));
    yield put(connectionChanged({ status: 'failed' }));
    return;
  }
  try {
    yield all([
      call(watchConnection, echo),
      call(dispatchEach, channelEvents(echo, COMMON_CHANNEL, commonEventNames)),
      call(userSessions, echo, wanted, loadSessionSagas),
    ]);
  } finally {
    if ((yield cancelled()) as boolean) echo.disconnect();
  }
}
