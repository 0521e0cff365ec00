import { Suspense, type ReactNode } from 'react';
import { lazyOptional } from '@/ui/lazyRetrying';
import { useAppSelector } from '@/app/hooks';
import { selectHasRole } from '@/session/authSelectors';

// Not in the first visit: a page that is never blocked loads none of the blocked states (docs/blocked-states.md).
// When the chunk cannot be fetched either (the whole site out of reach), nothing is shown: the page stays as it is.
const BlockedScreens = lazyOptional(
  () => import(/* webpackChunkName: "blocked" */ '@/features/blocked/BlockedScreens'),
);

/**
 * The pages, or a blocked state: maintenance (for all but an admin, whom the API lets through) and a region not
 * served take the place of every page of both route generations; an unreachable API puts a banner over the page,
 * which stays mounted and readable.
 */
export function BlockedStates({ children }: { children: ReactNode }) {
  const kind = useAppSelector((state) =>
    state.blocked.kind === 'maintenance' && selectHasRole(state, 'admin') ? null : state.blocked.kind,
  );
  return (
    <>
      {kind ? (
        <Suspense fallback={null}>
          <BlockedScreens kind={kind} />
        </Suspense>
      ) : null}
      {kind === 'maintenance' || kind === 'region' ? null : children}
    </>
  );
}
