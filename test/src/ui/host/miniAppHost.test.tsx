import { render } from '@testing-library/react';
import { hapticNotification, setMiniAppHost, useClosingConfirmation } from '@/ui/host';

/** A host that records what it was asked. */
function recordingHost() {
  const calls: string[] = [];
  setMiniAppHost({
    notify: (kind) => calls.push(`haptic:${kind}`),
    setClosingConfirmation: (needed) => calls.push(`confirm:${String(needed)}`),
  });
  return calls;
}

function Screen({ active }: { active: boolean }) {
  useClosingConfirmation(active);
  return null;
}

afterEach(() => setMiniAppHost(null));

it('asks for a closing confirmation while any screen wants it, and drops it when the last one stops', () => {
  const calls = recordingHost();
  const payment = render(<Screen active />);
  const game = render(<Screen active />);
  expect(calls).toEqual(['confirm:true']);
  payment.rerender(<Screen active={false} />);
  expect(calls).toEqual(['confirm:true']);
  game.unmount();
  expect(calls).toEqual(['confirm:true', 'confirm:false']);
  payment.unmount();
});

it('tells a host that registers late that a confirmation is wanted, and gives it a fresh haptic it missed', () => {
  const screen = render(<Screen active />);
  hapticNotification('error');
  const calls = recordingHost();
  expect(calls).toEqual(['confirm:true', 'haptic:error']);
  screen.unmount();
  hapticNotification('success');
  expect(calls).toEqual(['confirm:true', 'haptic:error', 'confirm:false', 'haptic:success']);
});

it('does nothing without a host (outside Telegram)', () => {
  expect(() => {
    hapticNotification('success');
    render(<Screen active />).unmount();
  }).not.toThrow();
});
