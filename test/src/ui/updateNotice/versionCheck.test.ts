import { isOtherBuild, pollDeployedVersion } from '@/ui/updateNotice/versionCheck';

describe('new build detection', () => {
  it('tells a different deployed build from the running one, ignoring junk', () => {
    expect(isOtherBuild('abc-1', { version: 'abc-2' })).toBe(true);
    expect(isOtherBuild('abc-1', { version: 'abc-1' })).toBe(false);
    expect(isOtherBuild('abc-1', { version: '' })).toBe(false);
    expect(isOtherBuild('abc-1', '<html>')).toBe(false);
    expect(isOtherBuild('abc-1', null)).toBe(false);
  });

  it('polls until a new build appears, then reports it once and stops', async () => {
    jest.useFakeTimers();
    const deployed = ['abc-1', 'abc-1', 'abc-2', 'abc-3'];
    let calls = 0;
    const fetchFn = (async () => {
      const version = deployed[Math.min(calls, deployed.length - 1)];
      calls += 1;
      return { ok: true, json: async () => ({ version }) };
    }) as unknown as typeof fetch;
    const onOtherBuild = jest.fn();
    const stop = pollDeployedVersion({ running: 'abc-1', intervalMs: 1000, onOtherBuild, fetchFn });
    for (let tick = 0; tick < 5; tick += 1) await jest.advanceTimersByTimeAsync(1000);
    expect(onOtherBuild).toHaveBeenCalledTimes(1);
    expect(calls).toBe(3);
    stop();
    jest.useRealTimers();
  });
});
