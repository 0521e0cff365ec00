import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { useMessages } from '@/i18n/useMessages';
import { ErrorState } from './ErrorState';
import { sharedMessages } from './sharedMessages';

/** A spinner announcing «Загрузка…»: the default look of something on its way. */
export function Loading() {
  const t = useMessages(sharedMessages);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

/** The parts of an RTK Query hook's result that decide what to show. */
export interface QueryLike<T> {
  data?: T | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isLoading: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  /** The query, as its hook returns it. */
  query: QueryLike<T>;
  /** Shown until the first answer: skeletons shaped like the content, else a spinner. */
  loading?: ReactNode;
  /** What an answer with nothing to show looks like: text (quiet, secondary) or a node (an EmptyState box). */
  empty?: ReactNode;
  /** Whether the answer has nothing to show; by default, an empty list (or a page with an empty `data`). */
  isEmpty?: (data: T) => boolean;
  /** The content, given the answer. */
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown): boolean =>
  Array.isArray(data) ? data.length === 0 : Array.isArray((data as { data?: unknown } | null)?.data) && (data as { data: unknown[] }).data.length === 0;

/**
 * The four states of a fetched thing in one place: loading (skeleton or spinner), failed (the server's
 * message and «Повторить», which refetches), empty, or the content.
 */
export function QueryState<T>({ query, loading, empty, isEmpty = emptyList, children }: QueryStateProps<T>) {
  if (query.isLoading) return <>{loading ?? <Loading />}</>;
  // A failed refetch shows the failure, not the older answer.
  if (query.error !== undefined) return <ErrorState message={toApiError(query.error)?.message} onRetry={() => void query.refetch()} />;
  // A query not started yet (or skipped) has not failed: it is still to come.
  if (query.data === undefined) return <>{loading ?? <Loading />}</>;
  if (empty !== undefined && isEmpty(query.data)) {
    return typeof empty === 'string' ? <Typography color="text.secondary" sx={{ py: 3 }}>{empty}</Typography> : <>{empty}</>;
  }
  return <>{children(query.data)}</>;
}
