import { createSelector } from '@reduxjs/toolkit';
import type { Game, Paginated, Provider, Tag } from '@/api/types';
import { nextGamesPage } from './gamesApi';

/** Pages of an infinite game list as RTK Query keeps them. */
export interface GamePages {
  pages: Paginated<Game>[];
}

/** Makes a memoised selector flattening the loaded pages into one list (one instance per component). */
export const makeSelectLoadedGames = () =>
  createSelector([(data: GamePages | undefined) => data?.pages], (pages): Game[] => {
    if (!pages) return [];
    // Pages can overlap if the catalogue changed between requests: keep the first copy of each game.
    const seen = new Set<number>();
    const games: Game[] = [];
    for (const page of pages) {
      for (const game of page.data) {
        if (!seen.has(game.id)) {
          seen.add(game.id);
          games.push(game);
        }
      }
    }
    return games;
  });

/** Whether pages follow the last loaded one. */
export const selectHasMoreGames = (data: GamePages | undefined): boolean => {
  const last = data?.pages.at(-1);
  return last !== undefined && nextGamesPage(last) !== undefined;
};

/** Total number of games matching the filters, from the last loaded page. */
export const selectTotalGames = (data: GamePages | undefined): number | undefined => data?.pages.at(-1)?.meta.total;

/** Makes a memoised selector finding a provider or tag by slug in a list. */
export const makeSelectBySlug = <T extends Provider | Tag>() =>
  createSelector(
    [(list: T[] | undefined) => list, (_list: T[] | undefined, slug: string | undefined) => slug],
    (list, slug) => (slug ? list?.find((item) => item.slug === slug) : undefined),
  );
