import { Navigate, useParams } from 'react-router';
import { GameLobby } from '../GameLobby';

/** /games/tagged/:id: the games with one tag (id is the tag slug). */
export default function GamesByTagScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to="/games" replace />;
  return <GameLobby key={id} mode={{ kind: 'tag', slug: id }} />;
}
