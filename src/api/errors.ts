import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { LaravelError } from './types';

/** A normalised API failure: HTTP status (0 for network errors), the human message and per-field messages. */
export interface ApiError {
  status: number;
  message: string;
  /** Only the first message of each field, as the seed asks. */
  fieldErrors: Record<string, string>;
  /** Seconds until a throttled action may be retried (429 answers). */
  availableIn?: number;
}

function isLaravelError(data: unknown): data is LaravelError & { availableIn?: number } {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/** Keeps the first message of each field of a Laravel `errors` object. */
export function firstFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** Turns whatever RTK Query reports into an ApiError: the response's data.message if present, else the error's own. */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiError | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const status = typeof error.status === 'number' ? error.status : 0;
    if (isLaravelError(error.data)) {
      return {
        status,
        message: error.data.message,
        fieldErrors: firstFieldErrors(error.data.errors),
        ...(typeof error.data.availableIn === 'number' ? { availableIn: error.data.availableIn } : {}),
      };
    }
    const message = 'error' in error && typeof error.error === 'string' ? error.error : `HTTP ${String(error.status)}`;
    return { status, message, fieldErrors: {} };
  }
  return { status: 0, message: error.message ?? 'Unknown error', fieldErrors: {} };
}
