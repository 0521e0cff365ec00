import { useEffect } from 'react';

/** What the app may ask of the messaging app it runs inside (the Telegram Mini App); nothing outside it. */
export interface MiniAppHost {
  /** A haptic notification: a win, or an error. */
  notify(kind: 'success' | 'error'): void;
  /** Whether closing the mini-app should ask the player first. */
  setClosingConfirmation(needed: boolean): void;
}

let host: MiniAppHost | null = null;
// How many screens currently want a closing confirmation (a payment window, a real-money game).
let holds = 0;

/** Registers the host the app runs inside (null to forget it); it learns at once whether to confirm closing. */
export function setMiniAppHost(next: MiniAppHost | null): void {
  host = next;
  if (next && holds > 0) next.setClosingConfirmation(true);
}

/** A haptic notification through the host, when there is one. */
export function hapticNotification(kind: 'success' | 'error'): void {
  host?.notify(kind);
}

/** While `active`, closing the mini-app asks the player to confirm (a payment window or a real-money game is open). */
export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    holds += 1;
    if (holds === 1) host?.setClosingConfirmation(true);
    return () => {
      holds -= 1;
      if (holds === 0) host?.setClosingConfirmation(false);
    };
  }, [active]);
}
