/**
 * Answers that block the whole site rather than one request (docs/blocked-states.md): maintenance (503 with
 * `maintenance: true`), a region the site does not serve (451), and no answer at all (a network error, not a 5xx).
 * The base query reports each as `api/blocked`, and the first answer after a network error as `api/reached`.
 */
import { createAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { components } from './schema';

type BlockedBody = Partial<components['schemas']['MaintenanceError'] & components['schemas']['RegionBlockedError']>;

/** What blocks the site, with what its screen shows. */
export type BlockedAnswer =
  | { kind: 'maintenance'; until: string | null }
  | { kind: 'region'; supportEmail: string | null }
  | { kind: 'unreachable' };

export const apiBlocked = createAction<BlockedAnswer>('api/blocked');
export const apiReached = createAction('api/reached');

/** The blocked state a failed request reveals, if it reveals one (the bodies are the server's, openapi.yaml). */
export function blockedAnswerOf(error: FetchBaseQueryError | undefined): BlockedAnswer | undefined {
  const status = error?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'unreachable' };
  const body = (error as { data?: BlockedBody } | undefined)?.data;
  if (status === 503 && body?.maintenance) return { kind: 'maintenance', until: body.until ?? null };
  if (status === 451 && body?.region_blocked) return { kind: 'region', supportEmail: body.support_email || null };
  return undefined;
}
