/**
 * The realtime lifecycle saga. It owns the ONE Echo connection: created once at start-up through the
 * injected factory; `common` is listened to for everyone from the start; `auth/signedIn` joins the user's
 * private channel and the presence channel, `auth/signedOut` (or another user signing in) leaves them —
 * also while a channel authorisation is still pending, whose late answer is then refused. Connection state
 * changes, reconnects and the server's close codes are the connection supervisor's (`connectionSupervisor.ts`; the
 * user session recovers the player's missed pushes after a reconnect, `recovery.ts`). It stops only when the root
 * saga is cancelled (store teardown), disconnecting Echo. An administrator's session also joins the support desk's
 * channel.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, cancelled, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { User } from '@/api/types';
import { signedIn, signedOut } from '@/session/sessionActions';
import { prepareToasts } from '@/ui/toast';
import { retryDelay } from './backoff';
import { SubscriptionCancelled } from './channelAuth';
import type { EchoInstance, RealtimeServices } from './echoFactory';
import {
  COMMON_CHANNEL,
  PRESENCE_CHANNEL,
  SUPPORT_CHANNEL,
  commonEventNames,
  loadPayloadValidators,
  supportEventNames,
  userChannelName,
  userEventNames,
} from './events';
import { watchConnection } from './connectionSupervisor';
import { presenceLeft } from './realtimeActions';
import type * as UserChannelSagas from './userChannelSagas';
import { connectionChanged, type RealtimeState } from './realtimeSlice';
import { channelEvents, type Deliver, type Subscribe } from './subscriptions';

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

/**
 * The support desk's channel, for an administrator's session (docs/kyc.md): its validators are a chunk of their own,
 * loaded before it is subscribed. Without them the desk still works from its lists, so a failed download ends here.
 */
function* supportDesk(echo: EchoInstance, name: string): Generator {
  try {
    yield call(loadPayloadValidators, 'support');
  } catch (error) {
    console.warn('[realtime] no support desk pushes', error instanceof Error ? error.message : String(error));
    return;
  }
  yield call(dispatchEach, channelEvents(echo, name, supportEventNames));
}

/** One signed-in session: the user's private channel and the presence channel (and the desk's), left in `finally`. */
function* userSession(
  echo: EchoInstance,
  user: User,
  wanted: Set<string>,
  loadSessionSagas: LoadSessionSagas,
): Generator {
  const privateName = `private-${userChannelName(user.uuid)}`;
  const presenceName = `presence-${PRESENCE_CHANNEL}`;
  const supportName = user.roles.includes('admin') ? `private-${SUPPORT_CHANNEL}` : null;
  const channels = supportName ? [privateName, presenceName, supportName] : [privateName, presenceName];
  for (const name of channels) wanted.add(name);
  // The user's pushes show toasts: the toast host loads now, so the first one is not late.
  yield call(prepareToasts);
  try {
    // The user channel's validators and the sagas that react to its pushes are a chunk of their own (a guest never
    // downloads them): nothing of the user is subscribed before they are here and those sagas listen.
    const { sagas, sequenced, own } = (yield call(loadUserChannel, loadSessionSagas)) as UserChannelPart;
    // The session's sagas run with the site's other tabs (tabs/): a push's toast shows in one tab, a sign-out ends all.
    yield fork(own.runSessionSagas, user.uuid, sagas);
    const getState = (yield getContext('getState')) as () => { realtime: RealtimeState };
    const userPushes = sequenced(channelEvents(echo, privateName, userEventNames), () => getState().realtime.history);
    yield all([
      call(dispatchEach, userPushes),
      call(dispatchEach, own.presenceEvents(echo, PRESENCE_CHANNEL)),
      ...(supportName ? [call(supportDesk, echo, supportName)] : []),
    ]);
  } finally {
    // Forget the wish first, so an authorisation answering after this point is refused.
    for (const name of channels) wanted.delete(name);
    yield put(presenceLeft());
  }
}

/** What a user session loads before it subscribes: the sagas to run, and the gate that holds pushes to their numbers. */
interface UserChannelPart {
  sagas: readonly SessionSaga[];
  sequenced: UserChannelModule['sequenced'];
  own: UserChannelModule;
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
      const part: UserChannelPart = { sagas: [...own.userChannelSagas, ...app], sequenced: own.sequenced, own };
      return part;
    } catch (error) {
      console.warn(
        "[realtime] could not load the user channel's part of the realtime client",
        error instanceof Error ? error.message : String(error),
      );
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
  const current = (yield select((state: { auth: { status: string; user: User | null } }) => state.auth)) as {
    status: string;
    user: User | null;
  };
  let user: User | null = current.status === 'signedIn' ? current.user : null;
  for (;;) {
    if (!user) {
      const action = (yield take(signedIn.type)) as ReturnType<typeof signedIn>;
      user = action.payload.user;
    }
    const result = (yield race({
      session: call(userSession, echo, user, wanted, loadSessionSagas),
      ended: call(sessionEnd, user.uuid),
    })) as {
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
  let signWithApi: ReturnType<UserChannelModule['createChannelAuthorizer']> | undefined;
  const authorize = async (socketId: string, channelName: string) => {
    if (!wanted.has(channelName)) throw new SubscriptionCancelled();
    // Only a session asks for signatures, and it loaded the user channel's part (with the signer) before subscribing.
    signWithApi ??= (
      await import(/* webpackChunkName: "realtime-user" */ './userChannelSagas')
    ).createChannelAuthorizer({
      apiBaseUrl: services.config.apiBaseUrl,
      tokens: services.tokens,
      fetchFn: services.fetchFn,
    });
    const answer = await signWithApi(socketId, channelName);
    if (!wanted.has(channelName)) throw new SubscriptionCancelled();
    return answer;
  };
  // Echo's `connector.signin()`: signed through the API like a subscription (the same chunk, the same token).
  const authenticateUser = async (socketId: string) =>
    (await import(/* webpackChunkName: "realtime-user" */ './userChannelSagas')).createUserAuthenticator({
      apiBaseUrl: services.config.apiBaseUrl,
      tokens: services.tokens,
      fetchFn: services.fetchFn,
    })(socketId);
  let echo: EchoInstance | undefined;
  try {
    const options = { config: services.config.realtime, authorize, authenticateUser };
    echo = (yield call(services.createEcho, options)) as EchoInstance;
    if (services.config.environment !== 'production' && typeof window !== 'undefined') window.Echo = echo;
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
