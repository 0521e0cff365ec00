/** The Prioritized Task Scheduling API where the browser has it (Chromium). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser may paint and answer input between two steps of the start-up (one long
 * task becomes two shorter ones). `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
