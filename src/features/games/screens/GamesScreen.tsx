import { GameLobby } from '../GameLobby';

/** /games and /v1/games: every game with filters. */
export default function GamesScreen() {
  return <GameLobby mode={{ kind: 'all' }} />;
}
