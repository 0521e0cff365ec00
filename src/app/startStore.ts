import type { AppConfig } from '@/config/appConfig';
import { localeReducer } from '@/i18n/localeSlice';
import { createEcho } from '@/realtime/createEcho';
import { createCookieTokenStore } from '@/api/cookieTokenStore';
import { injectAllEndpointsForDevTools } from './devToolsEndpoints';
import { readStoredLocale } from '@/session/localeSaga';
import { buildStore, type AppStore, type DevToolsSetup } from './store';

/**
 * The page's store, built from the run-time configuration (/config.js), the token in its cookie and the remembered
 * language (also set on the document, so the first paint is in it). A module of its own, so the start-up can evaluate
 * the store's code (Redux Toolkit, every slice and API) in a task apart from the entry's. Its sagas are not running
 * yet: the start-up runs them (`startSagas`) in the next task, before anything is dispatched. `devTools`: where
 * DevTools are on, their options (a chunk of its own, with the redaction).
 */
export function startStore(config: AppConfig, devTools?: DevToolsSetup): AppStore {
  const locale = readStoredLocale();
  document.documentElement.lang = locale;
  const store = buildStore(
    { config, tokens: createCookieTokenStore(config), createEcho },
    { locale: { ...localeReducer(undefined, { type: '@@init' }), locale } },
    devTools,
  );
  // Development and support mode: every endpoint up front, so Redux DevTools' Import replays a report from any page.
  void injectAllEndpointsForDevTools(config);
  return store;
}
