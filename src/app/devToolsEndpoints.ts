import type { AppConfig } from '@/config/appConfig';
import { devToolsAllowed } from '@/diagnostics/devToolsAllowed';

/**
 * Wherever Redux DevTools are on (development and test builds; production only with `supportMode`), every endpoint
 * is injected at start, in its own chunk, so the extension's Import folds a report file to the recorded state from
 * any page: the api reducer needs the endpoint of each request it folds, and the app injects them lazily per screen.
 * Resolves once injected; resolves at once (nothing loaded) where DevTools are off.
 */
export async function injectAllEndpointsForDevTools(config: AppConfig): Promise<boolean> {
  if (!devToolsAllowed(config)) return false;
  await import(/* webpackChunkName: "all-endpoints" */ './allEndpoints');
  return true;
}
