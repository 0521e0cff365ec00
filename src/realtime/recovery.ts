/**
 * Recovery of the pushes a player's page missed (docs/realtime-client.md, "Recovery"; the server side in
 * docs/realtime-recovery.md). Runs for one user session. It learns where the player's history stands when the
 * session starts; after every reconnect, and whenever a push arrives after a gap in `seq` (`realtime/pushGap`), it
 * asks GET /realtime/missed for the pushes after the last one folded and dispatches each as the push action it would
 * have been, in order, marked `meta.recovered`; the ordering rule against REST answers decides as for any push. One
 * summary toast names what happened. When the history cannot say (410, a backend that numbers nothing, a failed
 * request), everything a push can change is fetched again: the tags `pushEffects.ts` derives.
 */
import type { Action, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, getContext, put, select, take } from 'redux-saga/effects';
import { ofTypes } from './actionPatterns';
import { isValidPayload, userChannelName, userEventNames, type UserEventName } from './events';
import { pushToast } from './pushToast';
import { tagsChangedBy } from './pushEffects';
import {
  actionForEvent,
  channelSubscribed,
  historyPositioned,
  payloadDropped,
  pushGap,
  reconnected,
} from './realtimeActions';
import { pushesRecovered, pushesRefetched } from './recoveredPush';
import type { HistoryPosition, RealtimeState } from './realtimeSlice';
import { baseApi } from '@/api/baseApi';
import { missedApi, type MissedEvents } from './recoveryApi';
import { recoverySummary } from './recoverySummary';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The answer as the recovery reads it: the events, the history's new word (410), or no history at all. */
type Answer =
  | { kind: 'events'; body: MissedEvents }
  | { kind: 'gone'; position: HistoryPosition | null }
  | { kind: 'unnumbered' }
  | { kind: 'failed' };

async function ask(dispatch: Dispatch, since: { after: number; stream: string } | null): Promise<Answer> {
  const request = dispatch(
    missedApi.endpoints.getMissedPushes.initiate(since, { subscribe: false, forceRefetch: true }),
  );
  const result = await request;
  if (result.data) return { kind: 'events', body: result.data };
  const error = result.error as { status?: unknown; data?: unknown } | undefined;
  if (error?.status === 410) {
    const { stream, seq } = (error.data ?? {}) as Partial<HistoryPosition>;
    return { kind: 'gone', position: typeof stream === 'string' && typeof seq === 'number' ? { stream, seq } : null };
  }
  // A backend without the endpoint numbers nothing: its pushes carry no `seq` either.
  if (error?.status === 404 || error?.status === 405) return { kind: 'unnumbered' };
  return { kind: 'failed' };
}

const selectHistory = (state: { realtime: RealtimeState }): HistoryPosition | null => state.realtime.history;
const userEvents: ReadonlySet<string> = new Set(userEventNames);
/** Every player's private channel starts so (the support desk's channel does not). */
const userChannelPrefix = `private-${userChannelName('')}`;
/** Everything a player's push can change, as cache tags. */
const pushEffectsTags = tagsChangedBy(userEventNames);

/** Fetches again everything a push can change. */
function* refetchEverything(reason: 'gone' | 'unnumbered' | 'failed'): Generator {
  yield put(pushesRefetched(reason, pushEffectsTags));
  yield put(baseApi.util.invalidateTags([...pushEffectsTags]));
}

/** Dispatches the missed pushes in order, each once, and shows one toast naming what they were. */
function* dispatchRecovered(after: number, body: MissedEvents): Generator {
  yield put(pushesRecovered(after, body.events.length));
  const recovered: UnknownAction[] = [];
  for (const { event, data } of body.events) {
    if (!userEvents.has(event) || !isValidPayload(event as UserEventName, data)) {
      yield put(payloadDropped(event, 'recovered payload failed validation'));
      continue;
    }
    // Folded meanwhile (it came live while the request was on its way): not again.
    const current = (yield select(selectHistory)) as HistoryPosition | null;
    if (current && current.stream === data.stream && typeof data.seq === 'number' && data.seq <= current.seq) continue;
    const action = actionForEvent(event as UserEventName, data, { recovered: true });
    yield put(action);
    recovered.push(action);
  }
  if (recovered.length > 0) yield call(pushToast, 'recovery', (locale) => recoverySummary(recovered, locale));
}

/** One recovery: asks for what came after the last folded push, and dispatches it, or fetches everything again. */
function* recover(dispatch: Dispatch): Generator {
  const history = (yield select(selectHistory)) as HistoryPosition | null;
  if (!history) {
    // No position known (the session's first ask failed, or the backend numbers nothing): nothing to ask after.
    yield call(refetchEverything, 'unnumbered');
    yield call(learnPosition, dispatch);
    return;
  }
  const answer = (yield call(ask, dispatch, { after: history.seq, stream: history.stream })) as Answer;
  if (answer.kind === 'events') {
    yield call(dispatchRecovered, history.seq, answer.body);
    return;
  }
  yield call(refetchEverything, answer.kind);
  if (answer.kind === 'gone' && answer.position) yield put(historyPositioned(answer.position, true));
}

/** Where the player's history stands at the session's start (no events): the first recovery asks after it. */
function* learnPosition(dispatch: Dispatch): Generator {
  const answer = (yield call(ask, dispatch, null)) as Answer;
  if (answer.kind === 'events') yield put(historyPositioned({ stream: answer.body.stream, seq: answer.body.seq }));
}

/** The session saga: see the header comment. */
export function* pushRecoverySaga(): Generator {
  const dispatch = (yield getContext('dispatch')) as Dispatch;
  // Reconnects and gaps that come while a recovery runs are remembered once: the next recovery covers them all.
  const triggers = (yield actionChannel(
    ofTypes([reconnected.type, pushGap.type]),
    buffers.sliding(1),
  )) as Channel<UnknownAction>;
  // The position is learnt while the page loads, and the channel is subscribed a moment later (after the first
  // paint): a push sent in between reached no socket. Once subscribed, the session asks for what came after the
  // position, so nothing sent since the screens' first reads is lost.
  const subscribed = (yield actionChannel(
    (action: Action) => channelSubscribed.match(action) && action.payload.channel.startsWith(userChannelPrefix),
    buffers.sliding(1),
  )) as Channel<UnknownAction>;
  yield call(learnPosition, dispatch);
  yield take(subscribed);
  subscribed.close();
  // Without a position (a backend that numbers nothing) there is nothing to ask after: the screens' reads stand.
  if ((yield select(selectHistory)) !== null) yield call(recover, dispatch);
  for (;;) {
    yield take(triggers);
    yield call(recover, dispatch);
  }
}
