import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { lazyRetrying } from '@/ui/lazyRetrying';
import { subscribeToToastRequests, toastsRequested } from './toast';

// notistack (and MUI's transitions it uses) load with the first toast: most visits never show one.
const ToastHost = lazyRetrying(() => import('./ToastHost'));

/** Renders the page, and the toast host once a toast is asked for. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  return (
    <>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
