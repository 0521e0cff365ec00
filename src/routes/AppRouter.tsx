import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router';
import { isRedirect, routeTable, type LayoutName, type ScreenRoute } from './routeTable';
import { screens } from './screens';
import { RouteGuard } from './RouteGuard';
import { NotFoundScreen, RouteErrorScreen } from './ErrorScreen';
import { DefaultLayout } from './layouts/DefaultLayout';
import { V1Layout } from './layouts/V1Layout';
import { CloseLayout } from './layouts/CloseLayout';
import { FeatureSlots } from './FeatureSlots';
import { FrameRoutesContext } from './frameRoutes';
import { ImpersonationBanner } from '@/features/impersonation/ImpersonationBanner';
import { ReportProblemHost } from '@/features/reporting/ReportProblemHost';
import { TelegramMiniAppSignIn } from '@/features/telegram/TelegramMiniAppSignIn';
import { TelegramMiniAppScope } from '@/features/telegram/TelegramMiniAppScope';

// The auth dialogs load with the first visit to an auth route, not with the home page.
const AuthDialog = lazy(() => import('./composed/AuthDialogRoute'));
// The reality-check timer and dialog (responsible gaming), for every page of both generations.
const RealityCheck = lazy(() => import('@/features/responsibleGaming/RealityCheck'));

const layouts: Record<LayoutName, ReactNode> = {
  default: <DefaultLayout />,
  // Inside the Telegram Mini App the compact layout takes Telegram's theme, viewport and back button.
  'v1-default': <TelegramMiniAppScope><V1Layout /></TelegramMiniAppScope>,
  close: <CloseLayout name="close" />,
  'v1-close': <CloseLayout name="v1-close" />,
};

/** One screen route: its guard, its (lazy) screen, and the auth dialog over it when the route names one. */
function screenElement(route: ScreenRoute): ReactNode {
  const Screen = screens[route.screen];
  return (
    <RouteGuard middleware={route.middleware}>
      <Screen />
      {route.dialog ? <AuthDialog kind={route.dialog} /> : null}
    </RouteGuard>
  );
}

/** The root: scroll restoration, the admin impersonation banner and the Mini App sign-in around every page. */
function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <ImpersonationBanner />
      <TelegramMiniAppSignIn />
      <Outlet />
      <Suspense fallback={null}><RealityCheck /></Suspense>
    </>
  );
}

/** Builds react-router's route objects from the route table: redirects, then one branch per layout, then the 404s. */
export function buildRoutes(): RouteObject[] {
  const redirects: RouteObject[] = [];
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const route of routeTable) {
    if (isRedirect(route)) {
      redirects.push({ path: route.path, element: <Navigate to={route.redirectTo} replace /> });
      continue;
    }
    const layout = route.layout ?? 'default';
    const list = byLayout.get(layout) ?? [];
    list.push({ path: route.path, element: screenElement(route) });
    byLayout.set(layout, list);
  }
  // Unknown paths: the 404 page inside the layout of their generation.
  byLayout.get('default')?.push({ path: '*', element: <NotFoundScreen /> });
  byLayout.get('v1-default')?.push({ path: '/v1/*', element: <NotFoundScreen /> });

  const branches: RouteObject[] = [...byLayout.entries()].map(([layout, children]) => ({ element: layouts[layout], children }));
  return [{ path: '/', element: <RootShell />, errorElement: <RouteErrorScreen />, children: [...redirects, ...branches] }];
}

/**
 * The app's router with every feature slot filled, and the app-wide «report a problem» host beside it
 * (outside the routes, so the replay frame, which renders the routes, does not mount a second one).
 */
export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return (
    <>
      <FeatureSlots>
        <FrameRoutesContext value={buildRoutes}>
          <RouterProvider router={router} />
        </FrameRoutesContext>
      </FeatureSlots>
      <ReportProblemHost />
    </>
  );
}
