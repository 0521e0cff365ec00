import { baseApi } from '@/api/baseApi';
import type { HistoryEntry, HistoryKind, Paginated } from '@/api/types';

/** Rows per page of the account history. */
export const HISTORY_PER_PAGE = 20;

/** The filters of the account history: kinds (none: all) and the player's days `YYYY-MM-DD`, both included. */
export interface HistoryFilters {
  kinds: readonly HistoryKind[];
  from: string;
  to: string;
}

/**
 * The query string of the filters, as GET /wallet/history reads it (`kind` repeated). The days are the ones the
 * player picked on their own calendar, so the browser's time zone goes with them (the CSV's dates are written in it).
 */
export function historyParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const kind of filters.kinds) params.append('kind', kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
  return params;
}

/** The CSV export: its text and the file name the server gave it. */
export interface HistoryCsv {
  text: string;
  fileName: string;
}

const fileNameOf = (disposition: string | null | undefined): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'history.csv';

/**
 * The account history (docs/account-history.md). The CSV goes through the same base query as every call, so it
 * carries the bearer token and `X-Login-As`; a plain link could not (the API does not read the token cookie).
 */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listHistory: build.query<Paginated<HistoryEntry>, HistoryFilters & { page: number }>({
      query: ({ page, ...filters }) => {
        const params = historyParams(filters);
        params.set('page', String(page));
        params.set('per_page', String(HISTORY_PER_PAGE));
        return `/wallet/history?${params.toString()}`;
      },
      // Balance moves and a language switch (descriptions are in the account's language) make it stale.
      providesTags: ['Wallet', 'User'],
    }),
    downloadHistoryCsv: build.query<HistoryCsv, HistoryFilters>({
      query: (filters) => {
        const params = historyParams(filters);
        params.set('format', 'csv');
        return {
          url: `/wallet/history?${params.toString()}`,
          responseHandler: async (response: Response): Promise<HistoryCsv> => ({
            text: await response.text(),
            fileName: fileNameOf(response.headers.get('content-disposition')),
          }),
        };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListHistoryQuery, useLazyDownloadHistoryCsvQuery } = historyApi;
