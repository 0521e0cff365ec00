import type { Generation } from '@/ui/navigation/generation';
import type { PlayMode } from './playTypes';

/** The game page of a slug in a generation ('' desktop, '/v1' compact). */
export function playPath(prefix: Generation, slug: string, mode?: PlayMode): string {
  return `${prefix}/play/${encodeURIComponent(slug)}${mode ? `?mode=${mode}` : ''}`;
}
