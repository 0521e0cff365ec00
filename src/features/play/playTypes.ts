/** Wire types of the game-play endpoints: the OpenAPI `GameSession` plus what the slot page posts. */
import type { GameSession } from '@/api/types';

export type { GameSession } from '@/api/types';

/** Demo money (no sign-in) or the player's real balance (verified e-mail). */
export type PlayMode = GameSession['mode'];

/** POST /games/{slug}/sessions answer: the session and the slot page to embed. */
export interface SessionAnswer {
  session: GameSession;
  url: string;
}

/** What the slot page posts to its parent after each spin. */
export interface SpinMessage {
  type: 'spin';
  balance: string;
  /** What the spin paid (Money), when the page says. */
  win?: string;
}

/** True for a `{ type: 'spin', balance }` message. */
export function isSpinMessage(data: unknown): data is SpinMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'spin' &&
    typeof (data as { balance?: unknown }).balance === 'string'
  );
}
