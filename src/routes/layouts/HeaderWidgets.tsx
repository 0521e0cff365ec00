/**
 * Spots in the header that other features fill. Each owner edits only its own line here:
 *  - realtime: connection indicator and online-players count (`HeaderStatusWidgets`)
 *  - notifications: the bell with the unread count (`HeaderStatusWidgets`, signed in only)
 * The user menu's extra items are in `UserMenuExtras.tsx` (they load with the menu, not with the header).
 */
import type { ReactNode } from 'react';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { ConnectionIndicator } from '@/features/connection/ConnectionIndicator';
import { OnlineCount } from '@/features/connection/OnlineCount';

/** Widgets between the navigation and the balance (both layouts). */
export function HeaderStatusWidgets({ signedIn }: { signedIn: boolean }): ReactNode {
  return (
    <>
      <ConnectionIndicator />
      <OnlineCount />
      {signedIn ? <NotificationsBell /> : null}
    </>
  );
}
