import { notifyOpenerAndClose } from '@/features/close/notifyOpener';

describe('close page', () => {
  it('posts { type: close, id } to the opener on the same origin and closes itself', () => {
    const postMessage = jest.fn();
    const close = jest.fn();
    const win = {
      opener: { closed: false, postMessage },
      location: { origin: 'http://localhost:8080' },
      close,
    } as unknown as Window;
    expect(notifyOpenerAndClose(win, 'payment-7')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'close', id: 'payment-7' }, 'http://localhost:8080');
    expect(close).toHaveBeenCalled();
  });

  it('reports that there is nobody to tell when opened directly', () => {
    const close = jest.fn();
    const win = { opener: null, location: { origin: 'http://localhost:8080' }, close } as unknown as Window;
    expect(notifyOpenerAndClose(win, 'x')).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });
});
