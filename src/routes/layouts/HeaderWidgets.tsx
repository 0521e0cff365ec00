/**
 * Spots in the header that other features fill. Each owner edits only its own line here:
 *  - realtime: connection indicator and online-players count (`HeaderStatusWidgets`)
 *  - notifications: the bell with the unread count (`HeaderStatusWidgets`, signed in only)
 *  - reporting (QA): the «report a problem» item of the user menu (`UserMenuExtraItems`)
 *  - support: the link to the support tools, for administrators (`UserMenuExtraItems`)
 */
import type { ReactNode } from 'react';
import { ReportProblemMenuItem } from '@/features/reporting/ReportProblemMenuItem';
import { SupportMenuItem } from '@/features/support/SupportMenuItem';
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

/** Extra items at the end of the user menu, before «Sign out»; `onDone` closes the menu. */
export function UserMenuExtraItems({ onDone }: { onDone: () => void }): ReactNode {
  return (
    <>
      <SupportMenuItem onDone={onDone} />
      <ReportProblemMenuItem onDone={onDone} />
    </>
  );
}
