import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface WhenNearViewportProps {
  /** Height the block is expected to take (px, or px per breakpoint): kept free until it renders, so the page below does not jump. */
  reserveHeight: number | { xs: number; sm: number };
  /** How far outside the viewport the block starts rendering (CSS margin): ahead of a scrolling reader. */
  margin?: string;
  children: ReactNode;
}

/**
 * Whether the browser can tell when an element nears the viewport (IntersectionObserver). Without it (an old browser,
 * jsdom) what waits for the viewport renders at once, and lists load more only from their buttons.
 */
export const canObserveViewport = (): boolean => typeof IntersectionObserver === 'function';

/**
 * Renders its children only once their place comes near the viewport, then for good. A long page (the home screen)
 * builds and fetches what a phone shows first, not every section below the fold while the page is still starting up:
 * on a phone those sections were about a third of the start-up's blocking time (bench/lighthouse.ts). The margin of
 * one screen makes the block ready before a reader scrolling at an ordinary pace reaches it; until then an empty box
 * holds its place.
 */
export function WhenNearViewport({ reserveHeight, margin = '100% 0px', children }: WhenNearViewportProps) {
  const [near, setNear] = useState(() => !canObserveViewport());
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // As a transition: a section built while the reader scrolls yields to the scroll every few milliseconds.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <Box ref={placeholder} aria-hidden sx={{ minHeight: reserveHeight }} />;
}
