/** How long a failed chunk download waits before it is tried again. */
export const RETRY_AFTER_MS = 1000;

/**
 * `load` (an `import()` of a route's chunk), tried once more when it fails: a dropped connection, or a device that slept
 * past webpack's 120 s chunk timeout, should not end on the error page. webpack forgets a chunk that failed, so the
 * second `import()` downloads it again; a second failure is the caller's (the route's error page).
 */
export function retryOnce<T>(load: () => Promise<T>, waitMs = RETRY_AFTER_MS): () => Promise<T> {
  return () => load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)).then(load));
}
