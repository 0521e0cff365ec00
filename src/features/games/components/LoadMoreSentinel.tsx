import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

export interface LoadMoreSentinelProps {
  /** Called when the sentinel scrolls into view (with a margin, so the next page loads before the end). */
  onVisible: () => void;
  disabled: boolean;
}

/** An invisible marker after a list that asks for the next page as it nears the viewport (IntersectionObserver). */
export function LoadMoreSentinel({ onVisible, disabled }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    // Without IntersectionObserver (old browsers, jsdom) the "show more" button does the job.
    if (!node || disabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [disabled]);
  return <Box ref={ref} aria-hidden sx={{ height: 1 }} />;
}
