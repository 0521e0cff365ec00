import { generationOf } from './generation';

/**
 * Opening a page of the app from outside the router: the toast host renders beside the router, not inside it, so a
 * toast's link goes through here. The root route registers react-router's `navigate`; the page then changes without a
 * reload, which would end the session's action log.
 */
type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

/** Registers the router's navigation; returns the unregister (the root route unmounting). */
export function setAppNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    if (navigate === next) navigate = null;
  };
}

/** Opens `path`, a desktop path ('/notifications'), in the generation being browsed ('/v1/notifications' there). */
export function openAppPage(path: string): void {
  const target = generationOf(window.location.pathname) + path;
  if (navigate) navigate(target);
  else window.location.assign(target);
}
