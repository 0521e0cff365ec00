import { useEffect } from 'react';

/** Steps the replay from the keyboard: ←/→ one step, PageUp/PageDown ten, Home/End to the ends. */
export function useReplayKeys(enabled: boolean, step: (delta: number | 'first' | 'last') => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      // Text fields keep their keys; the slider moves itself.
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="slider"]')) return;
      const moves: Record<string, number | 'first' | 'last'> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10, Home: 'first', End: 'last' };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      step(move);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, step]);
}
