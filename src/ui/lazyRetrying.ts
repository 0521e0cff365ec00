// eslint-disable-next-line no-restricted-imports -- the one place React's own lazy is used
import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** How long a failed chunk download waits before it is tried again. */
export const RETRY_AFTER_MS = 1000;

/**
 * `load` (an `import()` of a chunk), tried once more when it fails: a dropped connection, or a device that slept past
 * webpack's 120 s chunk timeout, should not end on the error page. webpack forgets a chunk that failed, so the second
 * `import()` downloads it again; a second failure is the caller's (for a route, its error page).
 */
export function retryOnce<T>(load: () => Promise<T>, waitMs = RETRY_AFTER_MS): () => Promise<T> {
  return () => load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)).then(load));
}

/**
 * React's `lazy` over a chunk whose download is tried once more when it fails (`retryOnce`). Every lazy part of the
 * app loads through it (lint refuses React's own `lazy`): a tooltip or a dialog whose chunk was lost on the way would
 * otherwise throw into the route's error page.
 */
export const lazyRetrying: typeof lazy = (load) => lazy(retryOnce(load));

/**
 * `lazyRetrying` for a part that shows nothing until its chunk is here (a menu, a dialog, a toast host, a slot): it
 * brings its own `Suspense` without a fallback, so the place that renders it does not need one.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazyRetrying(load);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Part, props));
}

/**
 * `lazyRetrying` for a part a page can do without (a banner over it): when its chunk cannot be fetched even on the
 * second try, it renders nothing instead of throwing into the route's error page, which would hide the page itself.
 */
export function lazyOptional<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() => retryOnce(load)().catch(() => ({ default: nothing })));
}
