/**
 * Holds the user channel's pushes to their numbers (docs/realtime-recovery.md): the next number is dispatched; one
 * already folded (recovered before it arrived live) is dropped; one after a gap, or from another stream, is not
 * dispatched but reported as `realtime/pushGap`, and the recovery fetches it with the ones before it, in order.
 * A push without a number, or any push before the page knows a position, passes as it is.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { pushGap } from './realtimeActions';
import type { HistoryPosition } from './realtimeSlice';
import type { Subscribe } from './subscriptions';

export function sequenced(subscribe: Subscribe, position: () => HistoryPosition | null): Subscribe {
  return (deliver) =>
    subscribe((action: UnknownAction) => {
      const current = position();
      const { seq, stream } = ((action as { payload?: unknown }).payload ?? {}) as { seq?: unknown; stream?: unknown };
      if (current === null || typeof seq !== 'number' || typeof stream !== 'string') {
        deliver(action);
      } else if (stream === current.stream && seq <= current.seq) {
        // folded already
      } else if (stream !== current.stream || seq > current.seq + 1) {
        deliver(pushGap(current.seq, seq));
      } else {
        deliver(action);
      }
    });
}
