import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authHeaders } from './authHeaders';
import { baseApi } from './baseApi';
import { getQuery } from './plainEndpoints';
import { firstFieldErrors } from './errors';
import type { ApiServices } from './services';
import type { Kyc, KycKind, LaravelError } from './types';
import { localeOfState } from '@/i18n/localeSlice';

/**
 * The player's verification (docs/kyc.md), shared by the verification screen and the withdrawal form (which says
 * up front when an amount needs it). The `Kyc` tag is invalidated by the KycStatusChanged push, so both read the
 * state again when support decides.
 */
export const kycApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKyc: getQuery<Kyc>(build, '/kyc', 'Kyc'),
  }),
});

export const { useGetKycQuery } = kycApi;

/** The outcome of an upload: the new state, or the server's first message per field and its summary. */
export type KycUploadResult =
  { ok: true; kyc: Kyc } | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

/**
 * Uploads files for one kind of document with a plain thunk rather than an RTK Query mutation, on purpose: a
 * mutation keeps its arguments in the store and its actions (and so in an exported action log), and identity
 * documents belong in neither. The `Kyc` tag is then made stale, so every reader shows the new state.
 */
export function uploadKycDocuments(
  kind: KycKind,
  files: readonly File[],
): ThunkAction<Promise<KycUploadResult>, unknown, ApiServices, UnknownAction> {
  return async (dispatch, getState, services) => {
    const body = new FormData();
    body.append('kind', kind);
    for (const file of files) body.append('files', file, file.name);
    const fetchFn = services.fetchFn ?? fetch;
    try {
      const response = await fetchFn(`${services.config.apiBaseUrl}/kyc/documents`, {
        method: 'POST',
        headers: { 'Accept-Language': localeOfState(getState()), ...authHeaders(services.tokens) },
        body,
      });
      const data = (await response.json().catch(() => null)) as (Kyc & Partial<LaravelError>) | null;
      if (response.ok && data) {
        dispatch(kycApi.util.invalidateTags(['Kyc']));
        return { ok: true, kyc: data };
      }
      return {
        ok: false,
        status: response.status,
        message: data?.message ?? `HTTP ${response.status}`,
        fieldErrors: firstFieldErrors(data?.errors),
      };
    } catch (error) {
      return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
    }
  };
}
