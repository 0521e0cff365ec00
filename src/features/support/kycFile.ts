import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authHeaders } from '@/api/authHeaders';
import type { ApiServices } from '@/api/services';

/**
 * Fetches one verification file for an administrator with a plain thunk, never through RTK Query: a player's
 * documents must not sit in the store or in an exported action log. The API sends it only with a bearer token
 * (GET /admin/kyc/files/{id}, docs/kyc.md), so a plain link could not show it. Resolves to null when refused.
 */
export function fetchKycFile(id: number): ThunkAction<Promise<Blob | null>, unknown, ApiServices, UnknownAction> {
  return async (_dispatch, _getState, services) => {
    const fetchFn = services.fetchFn ?? fetch;
    try {
      const response = await fetchFn(`${services.config.apiBaseUrl}/admin/kyc/files/${id}`, {
        headers: authHeaders(services.tokens),
      });
      return response.ok ? await response.blob() : null;
    } catch {
      return null;
    }
  };
}

/** A blob as a `data:` URL, which the SPA's CSP lets an <img> show (it allows no `blob:` images). */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}
