import type { Game } from '@/api/types';

/** How many cards of a first screen's game grid load their pictures first (its largest paint is among them). */
export const PRIORITY_CARDS = 6;

/**
 * Starts the download of the priority cards' pictures as soon as their list has arrived, while the app still renders
 * the cards: the largest paint of a first visit is the first card's picture, which the browser would otherwise ask for
 * only once React's commit has put its <img> in the page. The card's <img> then finds the picture in the browser's
 * image cache (the same address, and neither asks for CORS).
 */
export function preloadPriorityPictures(games: readonly Pick<Game, 'thumbnail_url'>[]): void {
  if (typeof Image === 'undefined') return;
  for (const game of games.slice(0, PRIORITY_CARDS)) {
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = game.thumbnail_url;
  }
}
