import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Input types that bring up the on-screen keyboard. */
const NO_KEYBOARD = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True for a field that opens the on-screen keyboard when focused. */
export function isEditable(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly && !NO_KEYBOARD.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** How much the viewport must shrink below its stable height to count as a keyboard (px). */
const KEYBOARD_SHRINK_PX = 120;

/** Keeps the focused field in view above the keyboard. */
function revealFocused(): void {
  const focused = document.activeElement;
  if (isEditable(focused)) focused.scrollIntoView({ block: 'center', behavior: 'auto' });
}

/**
 * Tells whether the on-screen keyboard is up: a field that types has the focus, or the viewport
 * (Telegram's `viewport_changed`, the browser's visual viewport) shrank well below its stable height.
 * While it is up, the focused field is scrolled into view whenever the viewport changes. Returns the
 * re-check to call when Telegram reports a new viewport.
 */
export function useKeyboard(
  onChange: (open: boolean) => void,
  viewport: RefObject<{ height: number; stable: number } | null>,
): () => void {
  const recheck = useRef<() => void>(() => undefined);
  useEffect(() => {
    let open = false;
    const shrunk = (): boolean => {
      const telegram = viewport.current;
      if (telegram && telegram.height < telegram.stable - KEYBOARD_SHRINK_PX) return true;
      const visual = window.visualViewport;
      return visual !== null && visual !== undefined && visual.height < window.innerHeight - KEYBOARD_SHRINK_PX;
    };
    const update = () => {
      const next = isEditable(document.activeElement) || shrunk();
      if (next !== open) {
        open = next;
        onChange(next);
      }
      // After the layout gave up the bottom navigation and the viewport settled, show the field.
      if (next) window.requestAnimationFrame(revealFocused);
    };
    // focusout fires before the next field takes the focus: look once the focus has moved.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    recheck.current = update;
    return () => {
      recheck.current = () => undefined;
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, [onChange, viewport]);
  return useCallback(() => recheck.current(), []);
}
