/** Frames on the page: when the socket worker's reports are handed out (`workerPusher.ts`). */
import type { WorkerReport } from './protocol';

/** The reports handed out on frames (signature requests are answered at once). */
export type HandedOut = Exclude<WorkerReport, { kind: 'authorize' | 'authenticateUser' }>;

/** A frame that does not come within this (a tab going hidden mid-burst) is not waited for. */
const FRAME_WAIT_MS = 100;

/** A batch's `encoded` reports; a text that does not parse (not expected: the host wrote it) is logged and dropped. */
export function decodeReports(encoded: string): HandedOut[] {
  try {
    const reports = JSON.parse(encoded) as unknown;
    if (Array.isArray(reports)) return reports as HandedOut[];
  } catch {
    // reported below
  }
  console.error('[realtime] dropped a batch from the socket worker that did not parse');
  return [];
}

/** Schedules `run` before the next frame is painted (or on a timer when frames do not come). */
export type FrameScheduler = (run: () => void) => void;

export const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export const nextFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, FRAME_WAIT_MS);
  requestAnimationFrame(once);
};
