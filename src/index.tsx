import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { createCookieTokenStore } from '@/app/cookieTokenStore';
import { injectAllEndpointsForDevTools } from '@/app/devToolsEndpoints';
import { readStoredLocale } from '@/app/localeSaga';
import { readWindowConfig } from '@/config/appConfig';
import { localeReducer } from '@/i18n/localeSlice';
import { createEcho } from '@/realtime/createEcho';
import { preloadScreenFor } from '@/routes/screens';

// The page's own screen starts loading now, alongside the app's start-up, not after the first render.
preloadScreenFor(window.location.pathname);

// Start-up: run-time configuration from /config.js, the token from its cookie, the remembered language.
const config = readWindowConfig();
const locale = readStoredLocale();
document.documentElement.lang = locale;
const store = makeStore(
  { config, tokens: createCookieTokenStore(config), createEcho },
  { locale: { ...localeReducer(undefined, { type: '@@init' }), locale } },
);
// Development and support mode: every endpoint up front, so Redux DevTools' Import replays a report from any page.
void injectAllEndpointsForDevTools(config);
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the page stays responsive while it builds; Lighthouse's total blocking time).
  startTransition(() => root.render(<App store={store} versionPollMs={config.versionPollMs} />));
}
