import { GameLobby } from '../GameLobby';

/** /games/search and /v1/search: the lobby with the search box focused and `?q=` in the URL. */
export default function GamesSearchScreen() {
  return <GameLobby mode={{ kind: 'search' }} />;
}
