/** Marks of recovery that only a user session needs: they load with its chunk, not with the first visit. */
import { createAction } from '@reduxjs/toolkit';
import { eventMeta } from './realtimeActions';

/** True for a push that was recovered after the socket came back, not received live. */
export function isRecovered(action: object): boolean {
  const { meta } = action as { meta?: unknown };
  return typeof meta === 'object' && meta !== null && (meta as { recovered?: unknown }).recovered === true;
}

/**
 * Pushes may have been lost and could not be recovered (the history answered 410 or the backend numbers nothing):
 * everything a push can change is fetched again; `tags` lists it.
 */
export const pushesRefetched = createAction(
  'realtime/pushesRefetched',
  (reason: 'gone' | 'unnumbered' | 'failed', tags: readonly string[]) => ({
    payload: { reason, tags: [...tags] },
    meta: eventMeta(),
  }),
);

/** Missed pushes were fetched after the socket came back or a gap in `seq`: `count` of them follow, marked recovered. */
export const pushesRecovered = createAction('realtime/pushesRecovered', (after: number, count: number) => ({
  payload: { after, count },
  meta: eventMeta(),
}));
