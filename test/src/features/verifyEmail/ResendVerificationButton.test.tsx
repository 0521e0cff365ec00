import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { localeReducer } from '@/i18n/localeSlice';
import { ResendVerificationButton, type ResendOutcome } from '@/features/verifyEmail/ResendVerificationButton';

function renderButton(onResend: () => Promise<ResendOutcome>, initialWait?: number) {
  const store = configureStore({ reducer: { locale: localeReducer } });
  return render(
    <Provider store={store}>
      <ResendVerificationButton onResend={onResend} {...(initialWait !== undefined ? { initialWait } : {})} />
    </Provider>,
  );
}

const isDisabled = (element: HTMLElement): boolean => (element as HTMLButtonElement).disabled;

/** Lets the resolved resend promise and React's state updates settle. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('resend verification countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('disables the button and counts down from availableIn after a resend, then enables it again', async () => {
    const onResend = jest.fn(async (): Promise<ResendOutcome> => ({
      ok: true,
      message: 'Письмо отправлено',
      availableIn: 3,
    }));
    renderButton(onResend);
    const button = screen.getByRole('button', { name: 'Отправить письмо ещё раз' });
    expect(isDisabled(button)).toBe(false);

    fireEvent.click(button);
    await flush();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Письмо отправлено');
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 3 с' }))).toBe(true);

    act(() => jest.advanceTimersByTime(1000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 2 с' }))).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 1 с' }))).toBe(true);

    // A click while counting down sends nothing.
    fireEvent.click(screen.getByRole('button', { name: /через 1 с/ }));
    expect(onResend).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))).toBe(false);
  });

  it('counts down from the availableIn of a throttled (429) answer and shows its message', async () => {
    renderButton(async () => ({ ok: false, message: 'Подождите 42 секунды', availableIn: 42 }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Подождите 42 секунды');
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 42 с' }))).toBe(true);
    act(() => jest.advanceTimersByTime(41_000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 1 с' }))).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))).toBe(false);
  });

  it('starts disabled when told to wait before the first attempt', () => {
    renderButton(async () => ({ ok: true, message: '' }), 5);
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить снова через 5 с' }))).toBe(true);
    act(() => jest.advanceTimersByTime(5000));
    expect(isDisabled(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))).toBe(false);
  });
});
