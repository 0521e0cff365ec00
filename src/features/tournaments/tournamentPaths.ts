import { useGeneration } from '@/ui/navigation/generation';

/** The tournament pages of the generation being browsed (v1 has only the list; its details use the desktop page). */
export function useTournamentPaths(): { list: string; detail: (id: number) => string } {
  return { list: `${useGeneration()}/tournaments`, detail: (id) => `/tournaments/${id}` };
}
