import type { GameSession } from '@/api/types';
import type { Generation } from './generation';

/** The game page of a slug in a generation ('' desktop, '/v1' compact), in a play mode or the page's default. */
export function playPath(prefix: Generation, slug: string, mode?: GameSession['mode']): string {
  return `${prefix}/play/${encodeURIComponent(slug)}${mode ? `?mode=${mode}` : ''}`;
}
