import type { ScreenPrefetch } from '@/api/screenPrefetch';
import { preloadPriorityPictures } from '@/ui/cards/priorityPictures';
import { gamesApi } from '../gamesApi';
import { filtersFromUrl } from '../lobbyParams';
import { GameLobby } from '../GameLobby';

/** /games and /v1/games: every game with filters. */
export default function GamesScreen() {
  return <GameLobby mode={{ kind: 'all' }} />;
}

/**
 * The first page of the lobby as the address filters it (GameResults asks for the same), and the providers and tags
 * its filters offer: all three answers are then on their way before the first render, not after it. An infinite query
 * has no `util.prefetch`: a request without a subscription is the same thing (the cache keeps it until the lobby
 * subscribes). The first cards' pictures start downloading as soon as the first page has arrived.
 */
export const prefetch: ScreenPrefetch = (dispatch, { search }) => {
  dispatch(gamesApi.endpoints.listGames.initiate(filtersFromUrl(new URLSearchParams(search)), { subscribe: false }))
    .unwrap()
    .then(
      (answer) => preloadPriorityPictures(answer.pages[0]?.data ?? []),
      () => undefined, // a failed read shows in the lobby itself
    );
  void dispatch(gamesApi.util.prefetch('listProviders', undefined, {}));
  void dispatch(gamesApi.util.prefetch('listTags', undefined, {}));
};
