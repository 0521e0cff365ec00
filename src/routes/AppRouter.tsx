import { Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { lazyPart, lazyRetrying } from '@/ui/lazyRetrying';
import { isRedirect, routeTable, type LayoutName, type ScreenRoute } from './routeTable';
import { screens } from './screens';
import { RouteGuard } from './RouteGuard';
import { NotFoundScreen } from './ErrorScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { AppNavigatorBridge } from './AppNavigatorBridge';
import { DocumentTitle } from './DocumentTitle';
import { PageLoader } from './PageLoader';
import { DefaultLayout } from './layouts/DefaultLayout';
import { CompactLayout } from './layouts/lazyLayouts';
import { FeatureSlots } from './FeatureSlots';
import { BlockedStates } from './BlockedStates';
import { FrameRoutesContext, InFrameContext } from './frameRoutes';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { ReportProblemHost } from '@/features/reporting/ReportProblemHost';
import { isInsideTelegram } from '@/features/telegram/miniApp';

// The auth dialogs load with the first visit to an auth route, not with the home page.
const AuthDialog = lazyRetrying(() => import('./composed/AuthDialogRoute'));
// For signed-in players only, so a guest never loads them: the reality-check timer and dialog (responsible
// gaming) on every page of both generations, and the banner of an admin acting as a player.
const RealityCheck = lazyPart(() => import('@/features/responsibleGaming/RealityCheck'));
// Only inside the Telegram Mini App: a plain visit does not load the Mini App sign-in.
const TelegramMiniAppSignIn = lazyPart<object>(() =>
  import('@/features/telegram/TelegramMiniAppSignIn').then((m) => ({ default: m.TelegramMiniAppSignIn })),
);
// The bare layout of pages that close themselves (payment returns): never on a first visit of the site.
const CloseLayout = lazyRetrying(() =>
  import(/* webpackChunkName: "close-layout" */ './layouts/CloseLayout').then((m) => ({ default: m.CloseLayout })),
);
const ImpersonationBanner = lazyPart<object>(() =>
  import('@/features/impersonation/ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })),
);

const layouts: Record<LayoutName, ReactNode> = {
  default: <DefaultLayout />,
  // Its own chunk (a desktop visit does not load it); inside the Telegram Mini App it takes Telegram's theme,
  // viewport and back button. `preloadScreenFor` fetches it beside the screen on a first visit of `/v1`.
  'v1-default': <CompactLayout />,
  close: (
    <Suspense fallback={<PageLoader />}>
      <CloseLayout name="close" />
    </Suspense>
  ),
  'v1-close': (
    <Suspense fallback={<PageLoader />}>
      <CloseLayout name="v1-close" />
    </Suspense>
  ),
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

/**
 * The root: scrolling to the top on navigation, the tab's title, the admin impersonation banner and the Mini App
 * sign-in around every page, and the blocked states (maintenance, region, unreachable) in place of or over it.
 */
function RootShell() {
  const signedIn = useAppSelector(selectIsSignedIn);
  // Read at the first render, before the router drops the launch fragment (miniApp keeps it for the page load).
  const insideTelegram = useMemo(() => isInsideTelegram(), []);
  return (
    <>
      <ScrollToTop />
      <AppNavigatorBridge />
      <DocumentTitle />
      {signedIn ? <ImpersonationBanner /> : null}
      {insideTelegram ? <TelegramMiniAppSignIn /> : null}
      <BlockedStates>
        <Outlet />
      </BlockedStates>
      {signedIn ? <RealityCheck /> : null}
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

  const branches: RouteObject[] = [...byLayout.entries()].map(([layout, children]) => ({
    element: layouts[layout],
    children,
  }));
  return [{ path: '/', element: <RootShell />, children: [...redirects, ...branches] }];
}

/**
 * The routes a frame renders (the replay): without the root's own element (scroll restoration, banners, sign-in and
 * timers of the live page), which must not scroll the real window nor act, and with the layouts told they are framed.
 */
export function buildFrameRoutes(): RouteObject[] {
  return buildRoutes().map((root) => ({
    ...root,
    element: (
      <InFrameContext value>
        <Outlet />
      </InFrameContext>
    ),
  }));
}

/** Renders the route objects for the current location (react-router's declarative mode: no data router, a third of its code). */
function RoutesView({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's router with every feature slot filled, and the app-wide «report a problem» host beside it
 * (outside the routes, so the replay frame, which renders the routes, does not mount a second one).
 */
export function AppRouter() {
  const routes = useMemo(() => buildRoutes(), []);
  return (
    <>
      <FeatureSlots>
        <FrameRoutesContext value={buildFrameRoutes}>
          <BrowserRouter>
            <RouteErrorBoundary>
              <RoutesView routes={routes} />
            </RouteErrorBoundary>
          </BrowserRouter>
        </FrameRoutesContext>
      </FeatureSlots>
      <ReportProblemHost />
    </>
  );
}
