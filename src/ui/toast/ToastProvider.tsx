import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from './toast';

/** notistack configured per the contract: bottom-right, 5000 ms, at most three at once, dark (the theme's palette). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
    >
      {children}
    </SnackbarProvider>
  );
}
