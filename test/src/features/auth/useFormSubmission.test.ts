/** An auth form sends one request at a time, and shows what the last failure said until it sends again. */
import { act, renderHook } from '@testing-library/react';
import { useFormSubmission } from '@/features/auth/useFormSubmission';

const refused = {
  status: 422,
  data: { message: 'The given data was invalid.', errors: { email: ['This e-mail is taken.', 'Second message.'] } },
};
const unreachable = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

test('a refused request shows its first field messages, and the next submission takes them away', async () => {
  const { result } = renderHook(() => useFormSubmission('No connection'));
  await act(() => result.current.send(() => Promise.reject(refused)));
  expect(result.current.errors).toEqual({ fields: { email: 'This e-mail is taken.' }, general: null });

  await act(() => result.current.send(() => Promise.resolve()));
  expect(result.current.errors).toEqual({ fields: {}, general: null });
  expect(result.current.pending).toBe(false);
});

test('a request that never reached the server shows the network message', async () => {
  const { result } = renderHook(() => useFormSubmission('No connection'));
  await act(() => result.current.send(() => Promise.reject(unreachable)));
  expect(result.current.errors).toEqual({ fields: {}, general: 'No connection' });
});

test('a second submission while the first is running sends nothing', async () => {
  const { result } = renderHook(() => useFormSubmission('No connection'));
  let finish = () => {};
  const first = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const second = jest.fn(() => Promise.resolve());
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.send(first);
  });
  expect(result.current.pending).toBe(true);
  await act(() => result.current.send(second));
  await act(async () => {
    finish();
    await running;
  });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).not.toHaveBeenCalled();
  expect(result.current.pending).toBe(false);
});

test('a form can place some fields elsewhere: their messages go where it says', async () => {
  const { result } = renderHook(() => useFormSubmission('No connection'));
  await act(() =>
    result.current.send(
      () => Promise.reject(refused),
      (found) => ({ fields: {}, general: found.fields.email ?? null }),
    ),
  );
  expect(result.current.errors).toEqual({ fields: {}, general: 'This e-mail is taken.' });
});
