/**
 * A tab's life as a Web Lock. A shared socket worker cannot see a tab crash or be killed: no `bye` comes, and the
 * silence timeout (`tabTimeoutMs`) must span minutes, since Chrome runs a hidden tab's timers once a minute. So each
 * tab holds a lock of its own for as long as it lives and names it to the worker (`alive`); the worker asks for the
 * same lock, and the browser grants it the moment the tab is gone, closed, crashed or killed. A tab that is only
 * frozen keeps its lock: the silence timeout still covers that. Where the browser has no Web Locks (an insecure
 * context, an old browser) nothing changes but that a dead tab is noticed by its silence alone.
 */

type Locks = Pick<LockManager, 'request'>;

const locksOf = (): Locks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null;

/**
 * Takes a lock of this tab's own; `held(name)` is called once it is held. Returns what lets it go (a tab leaving the
 * site, or going into the back-forward cache, where a page holding a lock another context waits for is not kept).
 */
export function holdLifeLock(held: (name: string) => void, locks: Locks | null = locksOf()): () => void {
  if (!locks) return () => {};
  const name = `realtime-tab:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`;
  let release: (() => void) | null = null;
  let released = false;
  void locks.request(
    name,
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
        if (released) resolve();
        else held(name);
      }),
  );
  return () => {
    released = true;
    release?.();
  };
}

/** Calls `gone` once the lock `name` is free: the tab that held it is gone. */
export function whenLockFree(name: string, gone: () => void, locks: Locks | null = locksOf()): void {
  if (!locks) return;
  void locks.request(name, () => gone());
}
