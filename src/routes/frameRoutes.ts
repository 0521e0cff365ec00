import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The app's route objects, provided by AppRouter for screens that render the app inside themselves (the
 * replay frame). A context rather than an import: the route table lazily imports those screens, so an
 * import back would be a cycle.
 */
export const FrameRoutesContext = createContext<() => RouteObject[]>(() => []);
