import { useGeneration } from '@/ui/navigation/generation';

/** Links from home into the generation being browsed (the v1 home links to v1 pages). */
export function useHomePaths() {
  const prefix = useGeneration();
  return {
    games: `${prefix}/games`,
    game: (slug: string) => `${prefix}/games?game=${encodeURIComponent(slug)}`,
    promotions: `${prefix}/promotions`,
    tournaments: `${prefix}/tournaments`,
    tournament: (id: number) => `/tournaments/${id}`,
  };
}
