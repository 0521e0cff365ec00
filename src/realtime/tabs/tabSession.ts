/**
 * A signed-in player's session as the site's tabs share it (docs/realtime-client.md, "Tabs"). It tells the other
 * tabs when this one is looked at (`ToastTab`: a push's toast shows in one tab), and when the session ends here (a
 * sign-out, or another player signing in): every other tab of that player then signs out too, as the action
 * `auth/signedOut` marked `meta.otherTab`, so its session ends as well (its channels are left) and its log says why.
 * Part of the user channel's chunk: a guest's visit never downloads it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, select, setContext, take } from 'redux-saga/effects';
import { signedOut } from '@/session/sessionActions';
import type { RealtimeServices } from '../echoFactory';
import type { SessionSaga } from '../realtimeSaga';
import { openTabChannel, ToastTab, type TabChannel, type TabMessage } from './toastTab';

/** `auth/signedOut` because the player signed out in another tab. */
export const signedOutInOtherTab = (): UnknownAction => ({ ...signedOut(), meta: { otherTab: true } });

const selectUuid = (state: { auth: { user: { uuid: string } | null } }) => state.auth.user?.uuid ?? null;

export interface TabSession {
  uuid: string;
  channel: TabChannel | null;
  toastTab: ToastTab;
  /** Set when another tab ended the session: this one then says nothing more. */
  endedElsewhere: boolean;
}

/** Opens the line to the other tabs for the session of `uuid` (`open`: the tests' own line). */
function openTabSession(uuid: string, open: () => TabChannel | null = openTabChannel): TabSession {
  const channel = open();
  return { uuid, channel, toastTab: new ToastTab(channel), endedElsewhere: false };
}

/** The uuids other tabs signed out. */
function signOutsElsewhere(channel: TabChannel): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const listener = ({ data }: MessageEvent<TabMessage>) => {
      if (data.type === 'signedOut') emit(data.uuid);
    };
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  });
}

/** Claims the toasts whenever the player looks at this tab; says `gone` when it closes. */
function watchLooks(toastTab: ToastTab): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const looked = () => {
    if (document.visibilityState === 'visible') toastTab.focused();
  };
  const gone = (event: PageTransitionEvent) => {
    if (!event.persisted) toastTab.gone();
  };
  window.addEventListener('focus', looked);
  document.addEventListener('visibilitychange', looked);
  window.addEventListener('pagehide', gone);
  looked();
  return () => {
    window.removeEventListener('focus', looked);
    document.removeEventListener('visibilitychange', looked);
    window.removeEventListener('pagehide', gone);
  };
}

/** Runs for the session (cancelled with it): the player's looks, and the other tabs' sign-outs. */
function* followTabs(session: TabSession): Generator {
  const stopWatching = watchLooks(session.toastTab);
  const uuids = session.channel ? signOutsElsewhere(session.channel) : null;
  try {
    if (!uuids) {
      yield new Promise<never>(() => {}); // alone: nobody to hear
      return;
    }
    for (;;) {
      const uuid = (yield take(uuids)) as string;
      if (uuid !== session.uuid || (yield select(selectUuid)) !== uuid) continue;
      session.endedElsewhere = true;
      yield put(signedOutInOtherTab());
    }
  } finally {
    stopWatching();
    uuids?.close();
  }
}

/**
 * Ends the session's line (in the session's `finally`). A session that ended here (this tab's player is no longer
 * signed in: a sign-out, or another player signed in) tells the other tabs; one that only stops with the page does not.
 */
function* closeTabSession(session: TabSession): Generator {
  const current = (yield select(selectUuid)) as string | null;
  if (current !== session.uuid && !session.endedElsewhere)
    session.channel?.postMessage({ type: 'signedOut', uuid: session.uuid });
  session.toastTab.close();
  session.channel?.close();
}

/**
 * Runs a user session's sagas (until the session cancels it) with the session's line to the other tabs: `pushToast`
 * finds the session's `ToastTab` in the saga context.
 */
export function* runSessionSagas(uuid: string, sagas: readonly SessionSaga[]): Generator {
  const { openTabChannel } = (yield getContext('services')) as RealtimeServices;
  const session = openTabSession(uuid, openTabChannel);
  yield setContext({ toastTab: session.toastTab });
  try {
    yield fork(followTabs, session);
    for (const saga of sagas) yield fork(saga);
    yield new Promise<never>(() => {}); // until the session ends
  } finally {
    yield call(closeTabSession, session);
  }
}
