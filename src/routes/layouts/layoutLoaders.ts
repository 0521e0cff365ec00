import type { ComponentType } from 'react';
import { lazyLayoutChunks, type LayoutName } from '../routeTable';

/**
 * Loading the layouts that are chunks of their own, apart from their lazy components (`lazyLayouts.tsx`): the
 * start-up preloads a layout before any UI code is evaluated, so this module imports no component.
 */

/** The compact layout once its chunk is here. */
let compactLayout: ComponentType | null = null;

/** The compact layout's component if its chunk has arrived, else null. */
export const loadedCompactLayout = (): ComponentType | null => compactLayout;

/**
 * The compact (`/v1`) layout's chunk; webpack runs the import once, so `lazy` and a preload share it. Its name is the
 * one `lazyLayoutChunks` gives for `v1-default`.
 */
export const loadCompactLayout = () =>
  import(/* webpackChunkName: "compact-layout" */ './CompactLayout').then((module) => {
    compactLayout = module.default;
    return module;
  });

/**
 * Starts downloading a layout that is not in the main chunk, so a first visit of `/v1` fetches it beside the screen.
 * Resolves once it is here (at once for the layouts in the main chunk; also on a failed download, which the lazy
 * path then retries).
 */
export function preloadLayout(layout: LayoutName | undefined): Promise<void> {
  if (layout === undefined || lazyLayoutChunks[layout] === undefined) return Promise.resolve();
  return loadCompactLayout().then(
    () => undefined,
    () => undefined,
  );
}
