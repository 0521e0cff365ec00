import { lazy } from 'react';
import type { LayoutName } from '../routeTable';

/** The compact (`/v1`) layout's chunk; webpack runs the import once, so `lazy` and a preload share it. */
const loadCompactLayout = () => import(/* webpackChunkName: "compact-layout" */ './CompactLayout');

export const LazyCompactLayout = lazy(loadCompactLayout);

/** Starts downloading a layout that is not in the main chunk, so a first visit of `/v1` fetches it beside the screen. */
export function preloadLayout(layout: LayoutName | undefined): void {
  if (layout === 'v1-default') void loadCompactLayout().catch(() => undefined);
}
