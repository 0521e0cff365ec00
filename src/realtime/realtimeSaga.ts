/**
 * The realtime lifecycle saga. It owns the ONE Echo connection: created once at start-up through the
 * injected factory; `common` is listened to for everyone from the start; `auth/signedIn` joins the user's
 * private channel and the presence channel, `auth/signedOut` (or another user signing in) leaves them —
 * also while a channel authorisation is still pending, whose late answer is then refused. Connection state
 * changes become `realtime/connectionChanged`; a return after a gap re-fetches the user, jackpots and
 * notifications. It stops only when the root saga is cancelled (store teardown), disconnecting Echo.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, cancelled, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import { buffers, type Channel, type EventChannel } from 'redux-saga';
import { baseApi } from '@/api/baseApi';
import type { User } from '@/api/types';
import { signedIn, signedOut } from '@/session/sessionActions';
import { createChannelAuthorizer, SubscriptionCancelled } from './channelAuth';
import type { EchoInstance, RealtimeServices } from './echoFactory';
import { COMMON_CHANNEL, PRESENCE_CHANNEL, commonEventNames, notificationEventNames, userChannelName, userEventNames } from './events';
import { eventActionTypes, presenceLeft, reconnected } from './realtimeActions';
import { connectionChanged } from './realtimeSlice';
import { channelEvents, connectionStates, presenceEvents } from './subscriptions';
import { notificationToastSaga } from './toastSaga';

/** Live lists that a push would have changed: re-fetched after a reconnect. */
export const tagsRefetchedOnReconnect = ['User', 'Jackpots', 'Notifications'] as const;

/** Moves every action of an event channel into the store, one `put` per event, until the channel closes. */
function* pump(channel: EventChannel<UnknownAction>): Generator {
  try {
    for (;;) {
      const action = (yield take(channel)) as UnknownAction;
      yield put(action);
    }
  } finally {
    channel.close();
  }
}

/** Reports connection states and, after a gap, re-fetches what events in the gap would have changed. */
function* watchConnection(echo: EchoInstance): Generator {
  const channel = connectionStates(echo);
  let wasConnected = false;
  try {
    for (;;) {
      const action = (yield take(channel)) as ReturnType<typeof connectionChanged>;
      yield put(action);
      if (action.payload.status !== 'connected') continue;
      if (wasConnected) {
        yield put(reconnected());
        yield put(baseApi.util.invalidateTags([...tagsRefetchedOnReconnect]));
      }
      wasConnected = true;
    }
  } finally {
    channel.close();
  }
}

/** One signed-in session: the user's private channel and the presence channel, left in `finally`. */
function* userSession(echo: EchoInstance, uuid: string, wanted: Set<string>): Generator {
  const privateName = `private-${userChannelName(uuid)}`;
  const presenceName = `presence-${PRESENCE_CHANNEL}`;
  wanted.add(privateName);
  wanted.add(presenceName);
  const privateEvents = channelEvents(echo, privateName, userEventNames);
  const presence = presenceEvents(echo, PRESENCE_CHANNEL);
  try {
    yield all([call(pump, privateEvents), call(pump, presence)]);
  } finally {
    // Forget the wish first, so an authorisation answering after this point is refused.
    wanted.delete(privateName);
    wanted.delete(presenceName);
    privateEvents.close();
    presence.close();
    yield put(presenceLeft());
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
function* userSessions(echo: EchoInstance, wanted: Set<string>): Generator {
  const current = (yield select((state: { auth: { status: string; user: User | null } }) => state.auth)) as { status: string; user: User | null };
  let user: User | null = current.status === 'signedIn' ? current.user : null;
  for (;;) {
    if (!user) {
      const action = (yield take(signedIn.type)) as ReturnType<typeof signedIn>;
      user = action.payload.user;
    }
    const result = (yield race({ session: call(userSession, echo, user.uuid, wanted), ended: call(sessionEnd, user.uuid) })) as {
      ended?: User | null;
    };
    user = result.ended ?? null;
  }
}

/** The root of the realtime side: see the header comment. */
export function* realtimeSaga(): Generator {
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
  let echo: EchoInstance;
  try {
    echo = (yield call(services.createEcho, { config: services.config.realtime, authorize })) as EchoInstance;
  } catch (error) {
    console.warn('[realtime] could not start the connection', error instanceof Error ? error.message : String(error));
    yield put(connectionChanged({ status: 'failed' }));
    return;
  }
  try {
    yield all([
      call(watchConnection, echo),
      call(pump, channelEvents(echo, COMMON_CHANNEL, commonEventNames)),
      call(userSessions, echo, wanted),
      fork(refreshNotificationListOnPush),
      fork(notificationToastSaga),
    ]);
  } finally {
    if ((yield cancelled()) as boolean) echo.disconnect();
  }
}

/** Notification pushes make the fetched notification list stale: re-fetch it, at most once a second. */
function* refreshNotificationListOnPush(): Generator {
  const types = notificationEventNames.map((event) => eventActionTypes[event]);
  // sliding(1): a push during the pause is remembered once, so the last burst still refreshes the list.
  const pushes = (yield actionChannel(types, buffers.sliding(1))) as Channel<UnknownAction>;
  for (;;) {
    yield take(pushes);
    yield put(baseApi.util.invalidateTags([{ type: 'Notifications', id: 'LIST' }, { type: 'Notifications', id: 'UNREAD' }]));
    yield delay(1000);
  }
}
