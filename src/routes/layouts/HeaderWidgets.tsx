/**
 * Spots in the header that other features fill. Each owner edits only its own line here:
 *  - realtime: connection indicator and online-players count (`HeaderStatusWidgets`)
 *  - notifications: the bell with the unread count (`HeaderStatusWidgets`, signed-in players only)
 * The user menu's extra items are in `UserMenuExtras.tsx` (they load with the menu, not with the header).
 */
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lazyRetrying } from '@/ui/lazyRetrying';
import { ConnectionIndicator } from '@/features/connection/ConnectionIndicator';
import { OnlineCount } from '@/features/connection/OnlineCount';

// Signed-in players only: a guest's first visit does not load the bell (and MUI's Badge).
const NotificationsBell = lazyRetrying(() =>
  import('@/features/notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
);

/** Widgets between the navigation and the balance (both layouts). */
export function HeaderStatusWidgets({ player }: { player: boolean }): ReactNode {
  return (
    <>
      <ConnectionIndicator />
      <OnlineCount />
      {player ? (
        // The bell's own size while it loads, so the header does not shift.
        <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
          <NotificationsBell />
        </Suspense>
      ) : null}
    </>
  );
}
