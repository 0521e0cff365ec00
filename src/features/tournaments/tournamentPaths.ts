import { useLocation } from 'react-router';

/** The tournament pages of the generation being browsed (v1 has only the list; its details use the desktop page). */
export function useTournamentPaths(): { list: string; detail: (id: number) => string } {
  const { pathname } = useLocation();
  const v1 = pathname === '/v1' || pathname.startsWith('/v1/');
  return { list: v1 ? '/v1/tournaments' : '/tournaments', detail: (id) => `/tournaments/${id}` };
}
