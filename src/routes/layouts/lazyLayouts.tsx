import { lazy, Suspense, useState, type ComponentType } from 'react';
import { lazyLayoutChunks, type LayoutName } from '../routeTable';
import { PageLoader } from '../PageLoader';

/** The compact layout once its chunk is here. */
let compactLayout: ComponentType | null = null;

/**
 * The compact (`/v1`) layout's chunk; webpack runs the import once, so `lazy` and a preload share it. Its name is the
 * one `lazyLayoutChunks` gives for `v1-default`.
 */
const loadCompactLayout = () =>
  import(/* webpackChunkName: "compact-layout" */ './CompactLayout').then((module) => {
    compactLayout = module.default;
    return module;
  });

const LazyCompactLayout = lazy(loadCompactLayout);

/**
 * The compact layout, a chunk of its own (a desktop visit never downloads it): rendered at once when the chunk is
 * here (the start-up waits for it on a first visit of a `/v1` page, so the first paint shows the layout, not a
 * spinner), else loaded on the spot.
 */
export function CompactLayout() {
  // Chosen once per mount: switching from the lazy path to the loaded one on a later render would remount the layout
  // and the page inside it.
  const [Loaded] = useState(() => compactLayout);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyCompactLayout />
    </Suspense>
  );
}

/**
 * Starts downloading a layout that is not in the main chunk, so a first visit of `/v1` fetches it beside the screen.
 * Resolves once it is here (at once for the layouts in the main chunk; also on a failed download, which the lazy
 * path then retries).
 */
export function preloadLayout(layout: LayoutName | undefined): Promise<void> {
  if (layout === undefined || lazyLayoutChunks[layout] === undefined) return Promise.resolve();
  return loadCompactLayout().then(
    () => undefined,
    () => undefined,
  );
}
