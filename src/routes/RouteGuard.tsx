import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectMustVerifyEmail } from '@/session/authSelectors';
import type { Middleware } from './routeTable';
import { signInPathFor } from './intented';
import { PageLoader } from './PageLoader';
import { generationOf, homeOf, isV1Path } from '@/ui/navigation/generation';
import { sameSitePath } from '@/ui/navigation/sameSitePath';

const VERIFY_PATHS = new Set(['/verify-email', '/v1/verify-email']);

/** Where a route must send the current user instead of rendering, or null to render it. */
export function guardRedirect(input: {
  middleware: Middleware | undefined;
  status: 'unknown' | 'signedIn' | 'signedOut';
  mustVerifyEmail: boolean;
  pathname: string;
  search: string;
}): string | null {
  const { middleware, status, mustVerifyEmail, pathname, search } = input;
  const v1 = isV1Path(pathname);
  const onVerify = VERIFY_PATHS.has(pathname);
  if (status === 'signedIn') {
    // E-mail not verified yet: forced to the verify screen from any other page.
    if (mustVerifyEmail && !onVerify) return v1 ? '/v1/verify-email' : '/verify-email';
    // Verified already: nothing to do there. Either way the player stays in the generation they browse.
    if (!mustVerifyEmail && onVerify) return homeOf(generationOf(pathname));
    if (middleware === 'guest')
      return sameSitePath(new URLSearchParams(search).get('intented'), homeOf(generationOf(pathname)));
  }
  if (status === 'signedOut' && middleware === 'auth') return signInPathFor(pathname, search);
  return null;
}

/**
 * Applies a route's middleware (`auth`, `guest`) and the verify-email guard. Routes with middleware
 * wait for the start-up user fetch; public pages render at once and move if the answer says so.
 */
export function RouteGuard({ middleware, children }: { middleware?: Middleware; children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const mustVerifyEmail = useAppSelector(selectMustVerifyEmail);
  const { pathname, search } = useLocation();
  if (status === 'unknown' && middleware) return <PageLoader />;
  const target = guardRedirect({ middleware, status, mustVerifyEmail, pathname, search });
  if (target !== null) return <Navigate to={target} replace />;
  return <>{children}</>;
}
