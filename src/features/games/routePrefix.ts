import { useGeneration, type Generation } from '@/ui/navigation/generation';

/** Paths of the catalogue in the generation (desktop or v1) the user is browsing. */
export interface CataloguePaths {
  lobby: string;
  search: string;
  provider: (slug: string) => string;
  tag: (slug: string) => string;
}

/** Builds the catalogue paths for a generation prefix ('' or '/v1'). */
export function cataloguePaths(prefix: Generation): CataloguePaths {
  return {
    lobby: `${prefix}/games`,
    search: prefix ? '/v1/search' : '/games/search',
    provider: (slug) => `${prefix}/games/manufactured-by/${encodeURIComponent(slug)}`,
    tag: (slug) => `${prefix}/games/tagged/${encodeURIComponent(slug)}`,
  };
}

/** The catalogue paths of the current generation: v1 pages link to v1 pages. */
export function useCataloguePaths(): CataloguePaths {
  return cataloguePaths(useGeneration());
}
