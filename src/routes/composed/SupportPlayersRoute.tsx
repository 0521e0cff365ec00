import FindPlayerScreen from '@/features/impersonation/FindPlayerScreen';
import { AdminOnly } from './AdminOnly';

/** /support/players: find a player to log in as (administrators only). */
export default function SupportPlayersRoute() {
  return (
    <AdminOnly>
      <FindPlayerScreen />
    </AdminOnly>
  );
}
