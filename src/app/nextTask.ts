/** The Prioritized Task Scheduling API where the browser has it (Chromium). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser may paint and answer input between two steps of the start-up (one long
 * task becomes two shorter ones). `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a timer. A hidden
 * page (a link opened in a background tab) goes straight on: nobody can interact with it, and its timers are
 * throttled to about one a second, which would hold its start-up for seconds.
 */
export function nextTask(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
