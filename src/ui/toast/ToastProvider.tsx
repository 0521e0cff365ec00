import { useSyncExternalStore, type ReactNode } from 'react';
import { lazyPart } from '@/ui/lazyRetrying';
import { subscribeToToastRequests, toastsRequested } from './toast';

// notistack (and MUI's transitions it uses) load with the first toast: most visits never show one.
const ToastHost = lazyPart(() => import('./ToastHost'));

/** Renders the page, and the toast host once a toast is asked for. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  return (
    <>
      {children}
      {requested ? <ToastHost /> : null}
    </>
  );
}
