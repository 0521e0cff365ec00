/** A field's message speaks of the value it was shown for: a new value from the player takes it away. */
import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useTextWithError } from '@/ui/components/useTextWithError';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

test('typing into the field clears the message shown under it', () => {
  const { result } = renderHook(() => useTextWithError('10'));
  act(() => result.current.setError('Above your limit'));
  expect(result.current.fieldProps).toMatchObject({ value: '10', error: true, helperText: 'Above your limit' });

  act(() => result.current.fieldProps.onChange(typed('5')));
  expect(result.current.fieldProps).toEqual(expect.objectContaining({ value: '5', error: false, helperText: ' ' }));
  expect(result.current.error).toBeNull();
});

test('a value put in by a button (a quick amount) clears the message too', () => {
  const { result } = renderHook(() => useTextWithError());
  act(() => result.current.setError('Refused'));
  act(() => result.current.edit('500'));
  expect(result.current.value).toBe('500');
  expect(result.current.error).toBeNull();
});
