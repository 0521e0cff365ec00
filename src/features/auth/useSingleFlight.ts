import { useCallback, useRef, useState } from 'react';

/**
 * The auth forms' loading flag: while one submission runs, further ones are ignored (a double click
 * sends one request). The ref blocks synchronously, before React has re-rendered the disabled button.
 */
export function useSingleFlight(): { pending: boolean; run: (task: () => Promise<unknown>) => Promise<void> } {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
