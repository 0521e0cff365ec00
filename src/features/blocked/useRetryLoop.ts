import { useCallback, useEffect, useRef, useState } from 'react';
import { retryDelay } from '@/realtime/backoff';

/** The shortest wait between two checks, so a jittered wait near zero does not hammer a server that is coming back. */
const MIN_WAIT_MS = 2000;

export interface RetryLoop {
  /** When the next check starts (ms since the epoch); null while one runs. */
  nextAt: number | null;
  /** Starts a check at once (the waits start over). */
  checkNow: () => void;
}

/**
 * Runs `check` again and again with growing, jittered waits (src/realtime/backoff.ts) until it answers true or the
 * component unmounts; a server that comes back is not met by every page at once.
 */
export function useRetryLoop(check: () => Promise<boolean>): RetryLoop {
  const [nextAt, setNextAt] = useState<number | null>(null);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const checkRef = useRef(check);
  checkRef.current = check;

  const schedule = useCallback(function plan(wait: number): void {
    clearTimeout(timer.current);
    setNextAt(Date.now() + wait);
    timer.current = setTimeout(() => {
      setNextAt(null);
      void checkRef.current().then(
        (done) => {
          if (!done && alive.current) plan(MIN_WAIT_MS + retryDelay((attempt.current += 1)));
        },
        () => {
          if (alive.current) plan(MIN_WAIT_MS + retryDelay((attempt.current += 1)));
        },
      );
    }, wait);
  }, []);

  useEffect(() => {
    alive.current = true;
    schedule(MIN_WAIT_MS + retryDelay(0));
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [schedule]);

  const checkNow = useCallback(() => {
    attempt.current = 0;
    schedule(0);
  }, [schedule]);
  return { nextAt, checkNow };
}
