import { Suspense } from 'react';
import { lazyOptional, lazyRetrying } from '@/ui/lazyRetrying';
import type { BlockedKind } from '@/site/blockedSlice';

// Each blocked state is a chunk of its own, loaded only when a page meets it. The banner's page stays without it
// when the chunk cannot be fetched (the whole site out of reach).
const MaintenanceScreen = lazyRetrying(
  () => import(/* webpackChunkName: "blocked-maintenance" */ './MaintenanceScreen'),
);
const RegionBlockedScreen = lazyRetrying(
  () => import(/* webpackChunkName: "blocked-region" */ './RegionBlockedScreen'),
);
const UnreachableBanner = lazyOptional(
  () => import(/* webpackChunkName: "blocked-unreachable" */ './UnreachableBanner'),
);

const views = { maintenance: MaintenanceScreen, region: RegionBlockedScreen, unreachable: UnreachableBanner };

/** The screen (maintenance, region) or the banner (unreachable) of a blocked state. */
export default function BlockedScreens({ kind }: { kind: BlockedKind }) {
  const View = views[kind];
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
