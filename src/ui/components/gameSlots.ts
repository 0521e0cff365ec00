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
}

/** The game slots the app provides. */
export const GameSlotsContext = createContext<GameSlots>({});
