import { Navigate, useParams } from 'react-router';
import { GameLobby } from '../GameLobby';

/** /games/manufactured-by/:id: one provider's games (id is the provider slug). */
export default function GamesByProviderScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to="/games" replace />;
  return <GameLobby key={id} mode={{ kind: 'provider', slug: id }} />;
}
