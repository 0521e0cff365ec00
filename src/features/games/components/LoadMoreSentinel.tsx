import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { canObserveViewport } from '@/ui/components/WhenNearViewport';

export interface LoadMoreSentinelProps {
  /** Called when the sentinel scrolls into view (with a margin, so the next page loads before the end). */
  onVisible: () => void;
  disabled: boolean;
  /**
   * How many items the list above shows. The sentinel looks again each time it changes: a list drawn after its
   * answer (a background render) can leave the sentinel in view with nothing new to report to the observer.
   */
  shown: number;
}

/**
 * An invisible marker that asks for the next page as it nears the viewport (IntersectionObserver). It sits at the top of
 * its positioned container (the first placeholder of that page) and takes no room there.
 */
export function LoadMoreSentinel({ onVisible, disabled, shown }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    // Without IntersectionObserver (old browsers, jsdom) the "show more" button does the job.
    if (!node || disabled || !canObserveViewport()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [disabled, shown]);
  return <Box ref={ref} aria-hidden sx={{ position: 'absolute', top: 0, left: 0, width: '100%', height: 1 }} />;
}
