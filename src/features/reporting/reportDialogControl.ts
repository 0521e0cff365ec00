import { useSyncExternalStore } from 'react';

/**
 * Whether the report dialog is open: a tiny external store rather than Redux state, so opening the
 * dialog does not itself become part of the action log it exports.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

/** Opens the "report a problem" dialog (user menu item, shortcut). */
export function openReportDialog(): void {
  set(true);
}

/** Closes it. */
export function closeReportDialog(): void {
  set(false);
}

/** Re-renders when the dialog opens or closes. */
export function useReportDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** True for the shortcut Ctrl+Alt+R (by physical key, so it works in the Russian layout too). */
export function isReportShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey' | 'code'>,
): boolean {
  return event.ctrlKey && event.altKey && !event.metaKey && !event.shiftKey && event.code === 'KeyR';
}
