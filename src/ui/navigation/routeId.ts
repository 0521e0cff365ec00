/**
 * A numeric id from the URL (a route's `:id`, a `?jackpot=` filter): a positive integer of at most ten digits, or
 * undefined for anything else, so that `/tournaments/01`, `/tournaments/1e3` or a huge number never reach the API.
 */
export function parseRouteId(raw: string | null | undefined): number | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
