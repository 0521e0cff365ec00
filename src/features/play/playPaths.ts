import type { PlayMode } from './playTypes';

/** The game page of a slug in a generation ('' desktop, '/v1' compact). */
export function playPath(prefix: '' | '/v1', slug: string, mode?: PlayMode): string {
  return `${prefix}/play/${encodeURIComponent(slug)}${mode ? `?mode=${mode}` : ''}`;
}

/** The generation prefix of a path. */
export function generationOf(pathname: string): '' | '/v1' {
  return pathname === '/v1' || pathname.startsWith('/v1/') ? '/v1' : '';
}
