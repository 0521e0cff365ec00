/** Wire types of the game-play endpoints (docs/api-wallet.md), kept here until the OpenAPI document lists them. */

/** Demo money (no sign-in) or the player's real balance (verified e-mail). */
export type PlayMode = 'demo' | 'real';

/** One game session; `demo_balance` only in demo mode. */
export interface GameSession {
  id: string;
  mode: PlayMode;
  game_slug: string;
  demo_balance?: string;
}

/** POST /games/{slug}/sessions answer: the session and the slot page to embed. */
export interface SessionAnswer {
  session: GameSession;
  url: string;
}

/** What the slot page posts to its parent after each spin. */
export interface SpinMessage {
  type: 'spin';
  balance: string;
}

/** True for a `{ type: 'spin', balance }` message. */
export function isSpinMessage(data: unknown): data is SpinMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'spin' &&
    typeof (data as { balance?: unknown }).balance === 'string';
}
