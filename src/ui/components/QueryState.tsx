import { useDeferredValue, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Typography from '@mui/material/Typography';
import { toApiError } from '@/api/errors';
import { ErrorState } from './ErrorState';

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
  /** Shown until the first answer: skeletons shaped like the content, or <Loading />. */
  loading: ReactNode;
  /** What an answer with nothing to show looks like: text (quiet, secondary) or a node (an EmptyState box). */
  empty?: ReactNode;
  /** Whether the answer has nothing to show; by default, an empty list. */
  isEmpty?: (data: T) => boolean;
  /** The content, given the answer. */
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/**
 * The four states of a fetched thing in one place: loading, failed (the server's message and «Повторить»,
 * which refetches; a failed refetch shows the failure, not the older answer), empty, or the content.
 * A query not started yet (or skipped) has not failed: it counts as loading.
 * The content of an answer is built in a background render that yields to the browser, not inside the store update
 * that brought it: lists of cards are a page's heaviest renders, and several answers often land in one frame.
 */
export function QueryState<T>({ query, loading, empty, isEmpty = isEmptyList, children }: QueryStateProps<T>) {
  const { error } = query;
  const data = useDeferredValue(query.data);
  if (query.isLoading) return loading;
  if (error) return <ErrorState message={toApiError(error)?.message} onRetry={() => void query.refetch()} />;
  if (data === undefined) return loading;
  if (empty !== undefined && isEmpty(data))
    return typeof empty === 'string' ? (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {empty}
      </Typography>
    ) : (
      empty
    );
  return children(data);
}
