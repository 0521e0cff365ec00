import { startTransition } from 'react';
import { nextTask } from '@/app/nextTask';
import { readWindowConfig } from '@/config/appConfig';
import { prefetchScreenData, preloadScreenFor } from '@/routes/screens';

/** The longest the first render waits for a layout chunk (then the layout shows a spinner until it is here). */
const LAYOUT_WAIT_MS = 3000;

/**
 * Start-up in steps, each its own task instead of one long one (a phone's main thread stays responsive; Lighthouse's
 * total blocking time). The entry itself is small: it starts the screen's chunk downloading at once. Then the store's
 * code is evaluated, the store built (its first requests start), the theme and then the app's components evaluated,
 * and the first render is a transition that yields every few milliseconds. Code evaluated later is in the main chunk
 * all the same ("eager" imports: no request of their own).
 */
async function start(): Promise<void> {
  // The page's own screen (and layout) start loading now, alongside the app's start-up, not after the first render.
  const layoutReady = preloadScreenFor(window.location.pathname);
  await nextTask();
  const { startStore } = await import(/* webpackMode: "eager" */ '@/app/startStore');
  await nextTask();
  const config = readWindowConfig();
  const store = startStore(config);
  // The screen's first reads start once its chunk is here, before the UI's code below is even evaluated.
  prefetchScreenData(window.location, store.dispatch);

  await nextTask();
  // The UI's code is in the main chunk ("eager": no request of its own) and evaluated only now, in two tasks: MUI's
  // styling engine with the theme first, then the app's components.
  await import(/* webpackMode: "eager" */ '@/ui/theme/theme');
  await nextTask();
  // A layout in a chunk of its own (`/v1`) is awaited, so the first paint shows it rather than a spinner; a download
  // that hangs delays the page at most 3 s.
  const [{ App }, { createRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@/app/App'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    Promise.race([layoutReady, new Promise((resolve) => setTimeout(resolve, LAYOUT_WAIT_MS))]),
  ]);
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the page stays responsive while it builds; Lighthouse's total blocking time).
  startTransition(() => root.render(<App store={store} versionPollMs={config.versionPollMs} />));
}

void start();
