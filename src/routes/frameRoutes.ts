import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The app's route objects, provided by AppRouter for screens that render the app inside themselves (the
 * replay frame). A context rather than an import: the route table lazily imports those screens, so an
 * import back would be a cycle.
 */
export const FrameRoutesContext = createContext<() => RouteObject[]>(() => []);

/**
 * True inside such a frame: its layouts render their page area as a plain box, since the page around the frame
 * already has the one `<main>` landmark.
 */
export const InFrameContext = createContext(false);
