import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toApiError } from '@/api/errors';

/** The server's message from a rejected `unwrap()`, if it sent one. */
export function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return toApiError(error as FetchBaseQueryError | SerializedError)?.message || undefined;
}
