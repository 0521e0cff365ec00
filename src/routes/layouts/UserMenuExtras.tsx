/**
 * Items other features add to the user menu, before «Sign out». Each owner edits only its own line here:
 *  - reporting (QA): the «report a problem» item
 *  - support: the link to the support tools, for administrators
 * A module of its own so that the items load with the menu (its own chunk), not with the header.
 */
import type { ReactNode } from 'react';
import { ReportProblemMenuItem } from '@/features/reporting/ReportProblemMenuItem';
import { SupportMenuItem } from '@/features/support/SupportMenuItem';

/** Extra items at the end of the user menu, before «Sign out»; `onDone` closes the menu. */
export function UserMenuExtraItems({ onDone }: { onDone: () => void }): ReactNode {
  return (
    <>
      <SupportMenuItem onDone={onDone} />
      <ReportProblemMenuItem onDone={onDone} />
    </>
  );
}
