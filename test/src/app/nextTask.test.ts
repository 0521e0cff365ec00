import { nextTask } from '@/app/nextTask';

/** Settles the microtask queue without letting any timer run. */
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Calls `nextTask` on a page in `state`; tells whether it has resumed once the microtasks are done (no timer ran). */
async function resumedWithoutTimers(state: DocumentVisibilityState): Promise<() => boolean> {
  setVisibility(state);
  let resumed = false;
  void nextTask().then(() => {
    resumed = true;
  });
  await microtasks();
  return () => resumed;
}

describe('nextTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('on a visible page, resolves only in a later task', async () => {
    const resumed = await resumedWithoutTimers('visible');
    expect(resumed()).toBe(false);
    jest.runOnlyPendingTimers();
    await microtasks();
    expect(resumed()).toBe(true);
  });

  it('on a hidden page (a background tab, whose timers are throttled), goes straight on', async () => {
    const resumed = await resumedWithoutTimers('hidden');
    expect(resumed()).toBe(true);
  });
});
