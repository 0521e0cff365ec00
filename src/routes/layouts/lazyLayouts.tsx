import { Suspense, useState } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';
import { PageLoader } from '../PageLoader';
import { loadCompactLayout, loadedCompactLayout } from './layoutLoaders';

const LazyCompactLayout = lazyRetrying(loadCompactLayout);

/**
 * The compact layout, a chunk of its own (a desktop visit never downloads it): rendered at once when the chunk is
 * here (the start-up waits for it on a first visit of a `/v1` page, so the first paint shows the layout, not a
 * spinner), else loaded on the spot.
 */
export function CompactLayout() {
  // Chosen once per mount: switching from the lazy path to the loaded one on a later render would remount the layout
  // and the page inside it.
  const [Loaded] = useState(loadedCompactLayout);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyCompactLayout />
    </Suspense>
  );
}
