/** History watching: where the SPA is, read from `window.location` only after the page's history changed. */

/** Counts changes of the page's history. */
let historyVersion = 0;
let watchingHistory = false;

/**
 * Bumps `historyVersion` synchronously on every way a single-page app moves: `history.pushState` and
 * `replaceState` (wrapped once per page), `popstate`, `hashchange`, and the Navigation API's
 * `currententrychange` where the browser has it.
 */
function watchHistory(): void {
  if (watchingHistory || typeof window === 'undefined') return;
  watchingHistory = true;
  const bump = () => {
    historyVersion += 1;
  };
  const { history } = window;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      try {
        original.apply(this, args);
      } finally {
        bump();
      }
    };
  }
  window.addEventListener('popstate', bump);
  window.addEventListener('hashchange', bump);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', bump);
}

/** The browser's path and query, read again only after the history changed (reading `location` is not free); null outside a browser. */
export function browserLocation(): () => string | null {
  if (typeof window === 'undefined') return () => null;
  watchHistory();
  let seenVersion = -1;
  let current: string | null = null;
  return () => {
    if (seenVersion !== historyVersion) {
      seenVersion = historyVersion;
      current = `${window.location.pathname}${window.location.search}`;
    }
    return current;
  };
}
