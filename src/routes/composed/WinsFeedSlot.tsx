/**
 * The wins feed's chunk. Its slice joins the store when the feed first mounts (`addSlice`, logged so that a replay
 * folds it in at the same step), and WinRecorded's validator loads then: none of it weighs on a first visit
 * (docs/wins-feed.md). Until the slice is in, there is no list to show. Inside the replay's frame the store shows
 * recorded states only: the feed is there if the recorded state has it, and nothing is added.
 */
import { use, useEffect } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { addSlice } from '@/app/lazySlices';
import { loadPayloadValidators } from '@/realtime/events';
import WinsFeed from '@/features/wins/WinsFeed';
import { InFrameContext } from '../frameRoutes';

export default function WinsFeedSlot() {
  const store = useAppStore();
  const inFrame = use(InFrameContext);
  const injected = useAppSelector((state) => state.wins !== undefined);
  useEffect(() => {
    if (inFrame) return;
    // A failed download leaves live wins out until the next mount; the list itself still comes from GET /wins.
    loadPayloadValidators('lazy').catch(() => undefined);
    addSlice(store, 'wins');
  }, [store, inFrame]);
  return injected ? <WinsFeed /> : null;
}
