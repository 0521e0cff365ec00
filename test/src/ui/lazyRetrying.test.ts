/** A chunk download that fails is tried once more, after a pause; a second failure is passed on. */
import { retryOnce } from '@/ui/lazyRetrying';

test('a load that fails once resolves with the second attempt, after the pause', async () => {
  jest.useFakeTimers();
  try {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('module');
    const loading = retryOnce(load, 1000)();
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a load that fails twice rejects with the second failure; one that succeeds is not repeated', async () => {
  const failing = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('first'))
    .mockRejectedValueOnce(new Error('second'));
  await expect(retryOnce(failing, 0)()).rejects.toThrow('second');
  expect(failing).toHaveBeenCalledTimes(2);
  const fine = jest.fn<Promise<string>, []>().mockResolvedValue('module');
  await expect(retryOnce(fine, 0)()).resolves.toBe('module');
  expect(fine).toHaveBeenCalledTimes(1);
});
