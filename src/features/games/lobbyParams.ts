import { gameSorts, type GameListFilters, type GameSort } from './gamesApi';
import { parseRouteId } from '@/ui/navigation/routeId';

/** Query string keys of the lobby: they are the source of truth for its filters. */
export const LOBBY_PARAMS = {
  search: 'q',
  provider: 'provider',
  tag: 'tag',
  sort: 'sort',
  game: 'game',
  jackpot: 'jackpot',
} as const;

/** The default order (not written into the URL). */
export const DEFAULT_SORT: GameSort = 'popular';

const isSort = (value: string | null): value is GameSort =>
  value !== null && (gameSorts as readonly string[]).includes(value);

/** Reads the lobby's filters from the URL; a route's own provider/tag (from the path) wins over the query. */
export function filtersFromUrl(
  params: URLSearchParams,
  fixed: { provider?: string; tag?: string } = {},
): GameListFilters {
  const filters: GameListFilters = {};
  const search = params.get(LOBBY_PARAMS.search)?.trim();
  if (search) filters.search = search;
  const provider = fixed.provider ?? params.get(LOBBY_PARAMS.provider);
  if (provider) filters.provider = provider;
  const tag = fixed.tag ?? params.get(LOBBY_PARAMS.tag);
  if (tag) filters.tag = tag;
  const jackpot = parseRouteId(params.get(LOBBY_PARAMS.jackpot));
  if (jackpot !== undefined) filters.jackpot = jackpot;
  const sort = params.get(LOBBY_PARAMS.sort);
  filters.sort = isSort(sort) ? sort : DEFAULT_SORT;
  return filters;
}

/** Returns a copy of `params` with `key` set, or removed when the value is empty or the default. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | undefined,
  defaultValue?: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!value || value === defaultValue) next.delete(key);
  else next.set(key, value);
  return next;
}
