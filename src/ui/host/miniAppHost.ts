import { useEffect } from 'react';

/** What the app may ask of the messaging app it runs inside (the Telegram Mini App); nothing outside it. */
export interface MiniAppHost {
  /** A haptic notification: a win, or an error. */
  notify(kind: 'success' | 'error'): void;
  /** Whether closing the mini-app should ask the player first. */
  setClosingConfirmation(needed: boolean): void;
}

let host: MiniAppHost | null = null;
// A notification asked for while the host was still loading, delivered when it registers if still fresh.
let pending: { kind: 'success' | 'error'; at: number } | null = null;
const PENDING_MS = 3000;
// How many screens currently want a closing confirmation (a payment window, a real-money game).
let holds = 0;

/** Registers the host the app runs inside (null to forget it); it learns at once whether to confirm closing. */
export function setMiniAppHost(next: MiniAppHost | null): void {
  host = next;
  if (!next) return;
  if (holds > 0) next.setClosingConfirmation(true);
  if (pending && Date.now() - pending.at < PENDING_MS) next.notify(pending.kind);
  pending = null;
}

/** A haptic notification through the host (one that is still loading gets it when ready, if within seconds). */
export function hapticNotification(kind: 'success' | 'error'): void {
  if (host) host.notify(kind);
  else pending = { kind, at: Date.now() };
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
