/**
 * The realtime layer's own reactions to a player's pushes: the notification list goes stale, each notification
 * shows a toast (`toastSaga.ts`), and missed pushes are recovered (`recovery.ts`). They run for one user session,
 * started before its channels are subscribed, and load with the user channel's validators in one chunk
 * (`realtime-user`): a guest, who has no user channel, never downloads them.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, delay, put, take } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { ofTypes } from './actionPatterns';
import { notificationEventNames } from './events';
import { eventActionTypes } from './realtimeActions';
import type { SessionSaga } from './realtimeSaga';
import { pushRecoverySaga } from './recovery';
import { notificationToastSaga } from './toastSaga';

/** Notification pushes make the fetched notification list stale: re-fetch it, at most once a second. */
function* refreshNotificationListOnPush(): Generator {
  const types = notificationEventNames.map((event) => eventActionTypes[event]);
  // sliding(1): a push during the pause is remembered once, so the last burst still refreshes the list.
  const pushes = (yield actionChannel(ofTypes(types), buffers.sliding(1))) as Channel<UnknownAction>;
  for (;;) {
    yield take(pushes);
    yield put(
      baseApi.util.invalidateTags([
        { type: 'Notifications', id: 'LIST' },
        { type: 'Notifications', id: 'UNREAD' },
      ]),
    );
    yield delay(1000);
  }
}

// The sequence gate, the presence channel, the channel signer and the tabs' shared session are only needed once a user channel exists, so they travel in this
// chunk, not the first visit's.
export { sequenced } from './sequenceGate';
export { runSessionSagas } from './tabs/tabSession';
export { presenceEvents } from './presence';
export { createChannelAuthorizer, createUserAuthenticator } from './channelSigner';

export const userChannelSagas: readonly SessionSaga[] = [
  refreshNotificationListOnPush,
  notificationToastSaga,
  pushRecoverySaga,
];
