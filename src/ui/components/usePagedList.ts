import { useState } from 'react';

/** A list query's result with the page it shows, as `PagedHistoryTable` takes it. */
export type PagedList<Result> = Result & { onPageChange: (page: number) => void };

/**
 * A paged list query (`useQuery`, an RTK Query hook) a page at a time: the page starts at the first and goes back to
 * it whenever `args` change (a filter, a search), so a narrower list never opens on a page it does not have.
 */
export function usePagedList<Args extends object, Result>(
  useQuery: (args: Args & { page: number }) => Result,
  args: Args,
): PagedList<Result> {
  const key = JSON.stringify(args);
  const [shown, setShown] = useState({ key, page: 1 });
  const page = shown.key === key ? shown.page : 1;
  const result = useQuery({ ...args, page });
  return { ...result, onPageChange: (next) => setShown({ key, page: next }) };
}
