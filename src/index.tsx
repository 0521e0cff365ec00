import { startTransition } from 'react';
import { nextTask } from '@/app/nextTask';
import { readWindowConfig } from '@/config/appConfig';
import { devToolsAllowed } from '@/diagnostics/devToolsAllowed';
import { prefetchScreenData, preloadScreenFor } from '@/routes/screens';

/** The longest the first render waits for a layout chunk (then the layout shows a spinner until it is here). */
const LAYOUT_WAIT_MS = 3000;

/**
 * Evaluates modules of the main chunk one after the other, each in a task of its own. A module evaluated here is
 * not evaluated again by the step that imports it later, so a long evaluation becomes a few shorter tasks.
 */
async function evaluateInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

/**
 * Start-up in steps, each its own task instead of one long one (a phone's main thread stays responsive; Lighthouse's
 * total blocking time). The entry itself is small: it starts the screen's chunk downloading at once. Then the store's
 * code is evaluated in parts, the store built (its first requests start), the UI's code evaluated in parts, and the
 * first render is a transition that yields every few milliseconds. Code evaluated later is in the main chunk all the
 * same ("eager" imports: no request of their own).
 */
async function start(): Promise<void> {
  // The page's own screen (and layout) start loading now, alongside the app's start-up, not after the first render.
  const layoutReady = preloadScreenFor(window.location.pathname);
  const config = readWindowConfig();
  // Redux DevTools' options (with the redaction they need) are a chunk of their own, loaded only where DevTools are on.
  const devTools = devToolsAllowed(config)
    ? import(/* webpackChunkName: "devtools" */ '@/diagnostics/devTools')
    : Promise.resolve(null);
  // The store's code, a part per task: Redux Toolkit with RTK Query, the API object, the slices, the sagas, then the
  // rest of the store. (`webpackExports`: an import for its evaluation keeps no more of a library than the app uses.)
  await evaluateInSteps([
    () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
    () => import(/* webpackMode: "eager" */ '@/api/baseApi'),
    () => import(/* webpackMode: "eager" */ '@/app/rootReducer'),
    () => import(/* webpackMode: "eager" */ '@/app/rootSaga'),
  ]);
  await nextTask();
  const { startStore } = await import(/* webpackMode: "eager" */ '@/app/startStore');
  await nextTask();
  const store = startStore(config, (await devTools)?.devToolsOptions);
  await nextTask();
  store.startSagas();
  // The screen's first reads start once its chunk is here, before the UI's code below is even evaluated.
  prefetchScreenData(window.location, store.dispatch);

  // The UI's code is in the main chunk ("eager": no request of its own) and evaluated only now, a part per task: MUI's
  // styling engine, the theme, React DOM, the providers around every screen, the page layout, the router.
  await evaluateInSteps([
    () => import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles'),
    () => import(/* webpackMode: "eager" */ '@/ui/theme/theme'),
    () => import(/* webpackMode: "eager" */ '@/app/reactDom'),
    () => import(/* webpackMode: "eager" */ '@/app/AppProviders'),
    () => import(/* webpackMode: "eager" */ '@/routes/layouts/DefaultLayout'),
    () => import(/* webpackMode: "eager" */ '@/routes/AppRouter'),
  ]);
  await nextTask();
  // A layout in a chunk of its own (`/v1`) is awaited, so the first paint shows it rather than a spinner; a download
  // that hangs delays the page at most 3 s.
  const [{ App }, { createRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@/app/App'),
    import(/* webpackMode: "eager" */ '@/app/reactDom'),
    Promise.race([layoutReady, new Promise((resolve) => setTimeout(resolve, LAYOUT_WAIT_MS))]),
  ]);
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the page stays responsive while it builds; Lighthouse's total blocking time).
  startTransition(() => root.render(<App store={store} versionPollMs={config.versionPollMs} />));
  // Error and Web Vitals reports: a chunk of their own, asked for only when configured and after the first render.
  if (config.errorReportUrl) {
    await nextTask();
    const { startFieldReports } = await import(/* webpackChunkName: "field-reports" */ '@/diagnostics/fieldReports');
    startFieldReports(config.errorReportUrl, store.recorder);
  }
}

void start();
