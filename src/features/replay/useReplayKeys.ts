import { useEffect } from 'react';

type Move = number | 'first' | 'last';

/** The keys and where they move, as the screen's hint says: back is left/PageUp, forward is right/PageDown. */
export const REPLAY_KEYS: Readonly<Record<string, Move>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  PageUp: -10,
  PageDown: 10,
  Home: 'first',
  End: 'last',
};

/** Keys the focused step slider would move the other way round (MUI: PageUp raises the value): the replay takes them. */
const SLIDER_OVERRIDDEN = new Set(['PageUp', 'PageDown']);

/**
 * Steps the replay from the keyboard: ←/→ one step, PageUp/PageDown ten back/forward, Home/End to the ends. Text
 * fields keep their keys; the focused step slider moves itself by arrows and Home/End (the same way), but not by
 * PageUp/PageDown, which it would move the opposite way to the hint: those are handled here before it sees them.
 */
export function useReplayKeys(enabled: boolean, step: (delta: Move) => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const move = REPLAY_KEYS[event.key];
      if (move === undefined) return;
      const target = event.target instanceof Element ? event.target : null;
      const onSlider = target?.closest('[data-replay-slider], [role="slider"]') != null;
      if (onSlider && SLIDER_OVERRIDDEN.has(event.key)) {
        // Captured on window: the slider's own handler (React's, on the root) never runs.
        event.stopPropagation();
      } else if (onSlider || target?.closest('input, textarea, select, [contenteditable="true"]')) {
        return;
      }
      event.preventDefault();
      step(move);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled, step]);
}
