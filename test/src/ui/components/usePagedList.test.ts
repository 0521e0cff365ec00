/** A paged list keeps the page a player chose, and opens a narrowed list (a filter, a search) on its first page. */
import { act, renderHook } from '@testing-library/react';
import { usePagedList } from '@/ui/components/usePagedList';

/** A stand-in for a list query hook: it answers with the arguments it was asked with. */
const useEcho = (args: { kind?: string; page: number }) => ({ asked: args });

test('a chosen page is asked for, and a changed filter asks for the first page again', () => {
  const { result, rerender } = renderHook(({ kind }: { kind?: string }) => usePagedList(useEcho, { kind }), {
    initialProps: {} as { kind?: string },
  });
  expect(result.current.asked).toEqual({ kind: undefined, page: 1 });
  act(() => result.current.onPageChange(3));
  expect(result.current.asked).toEqual({ kind: undefined, page: 3 });
  rerender({});
  expect(result.current.asked.page).toBe(3);
  rerender({ kind: 'error' });
  expect(result.current.asked).toEqual({ kind: 'error', page: 1 });
  act(() => result.current.onPageChange(2));
  expect(result.current.asked).toEqual({ kind: 'error', page: 2 });
});
