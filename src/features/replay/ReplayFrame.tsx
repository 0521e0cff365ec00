import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system'; // as in AppProviders: no CSS-variables provider
import { makeReplayStore, showState } from './replayStore';

/**
 * No route matched around the frame: without this, the frame's routes would match below the page's own /replay
 * route (react-router nests route matching through this context, not through the location) and never find the
 * recorded page.
 */
const NO_PARENT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/** The frame never shows the replay screen inside itself. */
const framePath = (route: string | null): string => (!route || route.startsWith('/replay') ? '/' : route);

/** The app's routes at the frame's location, which follows the replayed route. */
function FrameRoutes({ routes, target }: { routes: RouteObject[]; target: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only a new replayed route moves the frame: a redirect inside it (a guard) must not be undone.
  useEffect(() => {
    if (`${pathname}${search}` !== target) void navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location is read, not followed
  }, [navigate, target]);
  return useRoutes(routes);
}

/**
 * Modals, menus and popovers of the replayed screens stay inside the frame (no portal to <body>, no
 * scroll lock, no focus grab), so an auth dialog in the recorded state cannot cover the replay controls.
 */
const containedOverlays = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiModal: {
      ...outer.components?.MuiModal,
      defaultProps: {
        ...outer.components?.MuiModal?.defaultProps,
        disablePortal: true,
        disableScrollLock: true,
        disableEnforceFocus: true,
        disableAutoFocus: true,
        disableRestoreFocus: true,
      },
    },
    MuiPopper: {
      ...outer.components?.MuiPopper,
      defaultProps: { ...outer.components?.MuiPopper?.defaultProps, disablePortal: true },
    },
  },
});

/**
 * The real layouts and screens rendering a replayed state, read-only: a second store that only obeys
 * the replay (no sagas, refused network), its own memory router over the app's `routes` (given by
 * src/routes without the live page's root element: the replay does not import the router), and an inert box around it.
 */
export function ReplayFrame({
  state,
  route,
  label,
  routes,
}: {
  state: unknown;
  route: string | null;
  label: string;
  routes: () => RouteObject[];
}) {
  // One store and router per loaded file; later states are shown through the store, routes through the router.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first state only seeds the store
  const store = useMemo(() => makeReplayStore(state), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one set of routes and one first entry per loaded file
  const [frameRoutes, initialEntries] = useMemo(() => [routes(), [framePath(route)]], []);

  useEffect(() => {
    store.dispatch(showState(state));
  }, [store, state]);

  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="replay-frame"
      data-route={framePath(route)}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        height: { xs: 520, md: 720 },
        overflow: 'auto',
        position: 'relative',
        // Makes position:fixed children (app bar, modal roots) fixed to the frame, not the window.
        transform: 'translateZ(0)',
        bgcolor: 'background.default',
      }}
    >
      <Box inert>
        {/* A second router inside the app's own: react-router allows that only outside a location context. */}
        <UNSAFE_LocationContext.Provider value={null as never}>
          <UNSAFE_RouteContext.Provider value={NO_PARENT_ROUTE}>
            <Provider store={store}>
              <ThemeProvider theme={containedOverlays}>
                <MemoryRouter initialEntries={initialEntries}>
                  <FrameRoutes routes={frameRoutes} target={framePath(route)} />
                </MemoryRouter>
              </ThemeProvider>
            </Provider>
          </UNSAFE_RouteContext.Provider>
        </UNSAFE_LocationContext.Provider>
      </Box>
    </Box>
  );
}
