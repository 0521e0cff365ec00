/** The one loading / failed / empty / content switch of fetched data, as a player sees it. */
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { localeReducer } from '@/i18n/localeSlice';
import { Loading } from '@/ui/components/Loading';
import { QueryState, type QueryLike } from '@/ui/components/QueryState';

function show(query: QueryLike<string[]>) {
  const store = configureStore({ reducer: { locale: localeReducer } });
  return render(
    <Provider store={store}>
      <QueryState query={query} loading={<Loading />} empty="Пока пусто">
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </Provider>,
  );
}

const idle = { data: undefined, error: undefined, isLoading: false, refetch: () => undefined };

test('shows «Загрузка…» until the first answer, also for a query not started yet', () => {
  const { unmount } = show({ ...idle, isLoading: true });
  expect(screen.getByRole('status').textContent).toBe('Загрузка…');
  unmount();
  show(idle);
  expect(screen.getByRole('status').textContent).toBe('Загрузка…');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failure shows the server message, and «Повторить» asks again', () => {
  const refetch = jest.fn();
  show({ ...idle, data: ['stale'], error: { status: 503, data: { message: 'Сервис недоступен' } }, refetch });
  expect(screen.getByRole('alert').textContent).toContain('Сервис недоступен');
  expect(screen.queryByText('stale')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('an empty answer shows the empty note, any other answer the content', () => {
  const { unmount } = show({ ...idle, data: [] });
  expect(screen.getByText('Пока пусто')).toBeTruthy();
  unmount();
  show({ ...idle, data: ['Книга мёртвых', 'Гонзо'] });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Книга мёртвых', 'Гонзо']);
});
