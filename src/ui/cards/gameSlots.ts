import { createContext, type ComponentType } from 'react';
import type { Game } from '@/api/types';

/**
 * Places where another feature adds to the catalogue without the catalogue importing it: the app layer
 * fills them (features never import each other). Empty by default, so the catalogue works alone.
 */
export interface GameSlots {
  /** Drawn over a game card's picture (the favourite heart). */
  CardAction?: ComponentType<{ game: Game }>;
  /** Drawn above the lobby's grid (favourites and recently played shelves). */
  LobbyShelves?: ComponentType;
  /** The live wins feed (home and lobby), WINS_FEED_HEIGHT tall from its first paint to its last. */
  WinsFeed?: ComponentType;
}

/**
 * The wins feed's fixed height (px) with the gap below it, held before its code arrives so nothing below it moves. A
 * phone puts the tabs under the title, a row more.
 */
export const WINS_FEED_HEIGHT = { xs: 232, sm: 188 } as const;

/** The game slots the app provides. */
export const GameSlotsContext = createContext<GameSlots>({});
