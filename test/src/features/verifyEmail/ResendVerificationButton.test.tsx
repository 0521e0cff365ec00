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

/** The button now: disabled and counting `seconds` down, or (at 0) ready to send again. */
function expectCountdown(seconds: number): void {
  if (seconds === 0) expect(isDisabled(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }))).toBe(false);
  else expect(isDisabled(screen.getByRole('button', { name: `Отправить снова через ${seconds} с` }))).toBe(true);
}

/** Lets `seconds` pass on the fake clock, then expects the countdown at `left`. */
function expectCountdownAfter(seconds: number, left: number): void {
  act(() => jest.advanceTimersByTime(seconds * 1000));
  expectCountdown(left);
}

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
    expectCountdown(0);

    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await flush();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Письмо отправлено');
    expectCountdown(3);
    expectCountdownAfter(1, 2);
    expectCountdownAfter(1, 1);

    // A click while counting down sends nothing.
    fireEvent.click(screen.getByRole('button', { name: /через 1 с/ }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expectCountdownAfter(1, 0);
  });

  it('counts down from the availableIn of a throttled (429) answer and shows its message', async () => {
    renderButton(async () => ({ ok: false, message: 'Подождите 42 секунды', availableIn: 42 }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Подождите 42 секунды');
    expectCountdown(42);
    expectCountdownAfter(41, 1);
    expectCountdownAfter(1, 0);
  });

  it('starts disabled when told to wait before the first attempt', () => {
    renderButton(async () => ({ ok: true, message: '' }), 5);
    expectCountdown(5);
    expectCountdownAfter(5, 0);
  });
});
