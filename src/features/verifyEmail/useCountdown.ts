import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown measured against the clock (so a throttled background tab still ends on time).
 * Returns the whole seconds left and `start(seconds)`.
 */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.ceil(initialSeconds)));

  const start = useCallback((seconds: number) => {
    if (seconds > 0) {
      setDeadline(Date.now() + seconds * 1000);
      setSecondsLeft(Math.ceil(seconds));
    } else {
      setDeadline(null);
      setSecondsLeft(0);
    }
  }, []);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, start };
}
