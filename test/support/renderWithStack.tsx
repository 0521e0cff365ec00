/** Renders screens inside the real store and providers, with a memory router, against a real API. */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { makeStore, type AppStore } from '@/app/store';
import { memoryTokenStore, type TokenStore } from '@/api/services';
import { defaultConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';

// Answers arrive from a real server at their own pace, outside any act() scope: tell React not to expect act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** Realtime is not under test here: the Echo factory never answers, so no socket is opened. */
const noRealtime: EchoFactory = () => new Promise(() => undefined);

/** Shows the current path and query so a test can read the URL the screen navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  tokens: TokenStore;
  /** The memory router's current URL (path + query). */
  url(): string;
}

/** Builds a fresh store against `apiUrl` and renders `routes` at `initialPath`. */
export function renderWithStack(
  apiUrl: string,
  routes: { path: string; element: ReactElement }[],
  initialPath: string,
  token?: string,
): Rendered {
  const tokens = memoryTokenStore(token ? { token } : {});
  const store = makeStore({
    config: { ...defaultConfig, environment: 'test', apiBaseUrl: apiUrl, versionPollMs: 0 },
    tokens,
    createEcho: noRealtime,
    fetchFn: (input, init) => fetch(input, init),
  });
  const routeObjects: RouteObject[] = routes.map((route) => ({
    path: route.path,
    element: (
      <>
        {route.element}
        <LocationProbe />
      </>
    ),
  }));
  const router = createMemoryRouter(routeObjects, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    store,
    tokens,
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
