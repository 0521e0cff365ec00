import type { Tournament } from '@/api/types';

/** What a tournament's countdown runs to: its start while upcoming, its end while running, nothing after. */
export function countdownTarget(
  tournament: Pick<Tournament, 'status' | 'starts_at' | 'ends_at'>,
): { to: string; kind: 'start' | 'end' } | null {
  if (tournament.status === 'upcoming') return { to: tournament.starts_at, kind: 'start' };
  if (tournament.status === 'running') return { to: tournament.ends_at, kind: 'end' };
  return null;
}
