import { Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { isRedirect, routeTable } from './routeTable';
import { screens } from './screens';

/** Builds react-router's route objects from the route table. */
function buildRoutes(): RouteObject[] {
  return routeTable.map((route) => {
    if (isRedirect(route)) return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
    const Screen = screens[route.screen];
    return { path: route.path, element: <Suspense fallback={null}><Screen /></Suspense> };
  });
}

/** The app's router. */
export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return <RouterProvider router={router} />;
}
