import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createActionRecorder, type RecorderOptions } from '@/diagnostics/actionRecorder';
import {
  buildReportFile,
  parseReportFile,
  serializeReportFile,
  type LoadedLog,
  type RecordedLog,
} from '@/diagnostics/logFormat';
import { foldLog } from '@/features/replay/replayLog';
import { balanceChanged } from '@/realtime/realtimeActions';

const wallet = createSlice({
  name: 'wallet',
  initialState: { balance: 0, email: '', history: [] as number[] },
  reducers: {
    credited(state, action: PayloadAction<{ amount: number }>) {
      state.balance += action.payload.amount;
      state.history = [...state.history.slice(-9), action.payload.amount];
    },
    profileLoaded(state, action: PayloadAction<{ email: string; token: string }>) {
      state.email = action.payload.email;
    },
  },
});

/** Folds balance pushes, which the recorder records later (queued while they arrive). */
const live = createSlice({
  name: 'live',
  initialState: { balance: '0.00', pushes: 0 },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(balanceChanged, (state, action) => {
      state.balance = action.payload.balance;
      state.pushes += 1;
    });
  },
});

const reducer = combineReducers({ wallet: wallet.reducer, live: live.reducer });

function storeWithRecorder(options: RecorderOptions = {}) {
  const recorder = createActionRecorder({ location: () => '/games', ...options });
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(recorder.middleware),
    devTools: false,
  });
  return { store, recorder };
}

const asLoaded = (log: RecordedLog): LoadedLog => ({ ...log, meta: null });

describe('action recorder', () => {
  it('keeps the starting state and every action, and the log folds back to the live state', () => {
    const { store, recorder } = storeWithRecorder();
    for (let i = 1; i <= 30; i += 1) store.dispatch(wallet.actions.credited({ amount: i }));
    const log = recorder.getLog();
    expect(log.baseIndex).toBe(0);
    expect(log.baseState).toEqual({
      wallet: { balance: 0, email: '', history: [] },
      live: { balance: '0.00', pushes: 0 },
    });
    expect(log.actions).toHaveLength(30);
    expect(log.timestamps).toHaveLength(30);
    const replay = foldLog(asLoaded(log), reducer);
    expect(replay.verification).toMatchObject({ ok: true, checked: 1 });
    expect(replay.states[replay.length]).toEqual(store.getState());
    expect(log.routes).toEqual([{ index: 0, path: '/games' }]);
  });

  it('drops old actions at checkpoints when over the cap, and the kept tail still replays to the live state', () => {
    const { store, recorder } = storeWithRecorder({ maxActions: 100, checkpointEvery: 20 });
    for (let i = 1; i <= 1000; i += 1) store.dispatch(wallet.actions.credited({ amount: i }));
    const log = recorder.getLog();
    expect(log.actions.length).toBeLessThanOrEqual(100);
    expect(log.actions.length).toBeGreaterThanOrEqual(80);
    expect(log.totalActions).toBe(1000);
    expect(log.baseIndex).toBe(1000 - log.actions.length);
    const replay = foldLog(asLoaded(log), reducer);
    expect(replay.verification.ok).toBe(true);
    expect(replay.verification.checked).toBeGreaterThanOrEqual(4);
    expect(replay.states[replay.length]).toEqual(store.getState());
  });

  it('respects the byte cap', () => {
    const { store, recorder } = storeWithRecorder({ maxBytes: 20_000, checkpointEvery: 10 });
    for (let i = 1; i <= 2000; i += 1) store.dispatch(wallet.actions.credited({ amount: 1 }));
    expect(recorder.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(recorder.stats().keptActions).toBeGreaterThan(0);
  });

  it('cuts a copy to a byte budget at a checkpoint', () => {
    const { store, recorder } = storeWithRecorder({ checkpointEvery: 50 });
    for (let i = 1; i <= 500; i += 1) store.dispatch(wallet.actions.credited({ amount: 1 }));
    const full = recorder.getLog();
    const small = recorder.getLog({ maxBytes: 15_000 });
    expect(JSON.stringify(small).length).toBeLessThan(JSON.stringify(full).length);
    expect(small.actions.length).toBeLessThan(full.actions.length);
    expect(small.baseIndex % 50).toBe(0);
    expect(foldLog(asLoaded(small), reducer).verification.ok).toBe(true);
  });

  it('redacts before storing: passwords, tokens, live secrets, e-mails', () => {
    const live = 'live-token-0123456789abcdef';
    const { store, recorder } = storeWithRecorder({ secrets: () => [live] });
    store.dispatch({
      type: 'auth/signInRequested',
      payload: { email: 'player@example.com', password: 'player-password' },
    });
    store.dispatch(wallet.actions.profileLoaded({ email: 'player@example.com', token: live }));
    store.dispatch({ type: 'debug/note', payload: `request failed with Authorization: Bearer ${live}` });
    store.dispatch({
      type: 'telegram/loginRequested',
      payload: { hash: 'abcdef0123', dataString: 'auth_date=1\nid=5', user: { id: 5 } },
    });
    const text = serializeReportFile(
      buildReportFile(recorder.getLog(), {
        appVersion: 't',
        route: '/',
        userAgent: '',
        screen: { width: 1, height: 1, devicePixelRatio: 1 },
        viewport: { width: 1, height: 1 },
        createdAt: new Date(0).toISOString(),
        locale: 'ru',
        description: '',
      }),
    );
    for (const secret of [live, 'player-password', 'abcdef0123', 'auth_date=1', 'player@example.com'])
      expect(text).not.toContain(secret);
    expect(text).toContain('pl***@example.com');
    // still importable and replayable
    expect(parseReportFile(text).actions).toHaveLength(4);
  });

  it('remembers rejected requests as errors', () => {
    const { store, recorder } = storeWithRecorder();
    store.dispatch({
      type: 'api/executeQuery/rejected',
      error: { message: 'Rejected' },
      payload: { status: 500, data: { message: 'Server Error' } },
      meta: { requestStatus: 'rejected' },
    });
    const [error] = recorder.getLog().errors;
    expect(error).toMatchObject({
      source: 'action',
      message: '500: Server Error',
      actionType: 'api/executeQuery/rejected',
    });
  });

  it('counts the kept bytes exactly as the serialised log measures them', () => {
    const { store, recorder } = storeWithRecorder({ checkpointEvery: 7 });
    store.dispatch(wallet.actions.profileLoaded({ email: 'pläyer "quoted" \\ \n@example.com', token: 'x' }));
    for (let i = 1; i <= 40; i += 1) store.dispatch(wallet.actions.credited({ amount: i % 3 === 0 ? i + 0.25 : -i }));
    store.dispatch({
      type: 'odd/values',
      payload: { list: [1, null, 'two', true, false, { nested: ['\u2028', '😀'] }], skipped: undefined, big: 1e21 },
    });
    const log = recorder.getLog();
    const measured =
      JSON.stringify(log.baseState).length +
      log.actions.reduce((sum, action) => sum + JSON.stringify(action).length, 0) +
      log.checkpoints.reduce((sum, checkpoint) => sum + JSON.stringify(checkpoint.state).length, 0);
    expect(log.bytes).toBe(measured);
  });

  it('reads the live secrets once per burst of pushes, and again after any other action', () => {
    let reads = 0;
    const { store, recorder } = storeWithRecorder({
      secrets: () => {
        reads += 1;
        return ['live-token-0123456789'];
      },
    });
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    const before = reads;
    for (let i = 0; i < 500; i += 1) store.dispatch(balanceChanged({ balance: `${i}.00`, currency_code: 'RUB' }));
    expect(reads).toBe(before);
    store.dispatch(wallet.actions.profileLoaded({ email: 'a@b.cd', token: 'x' }));
    store.dispatch(balanceChanged({ balance: 'live-token-0123456789', currency_code: 'RUB' }));
    expect(reads).toBe(before + 1);
    // the token is still scrubbed from a push
    expect(JSON.stringify(recorder.getLog().actions)).not.toContain('live-token-0123456789');
  });

  it('notes the route from the browser history when it changes: pushState, replaceState, back', async () => {
    const recorder = createActionRecorder();
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault().concat(recorder.middleware),
      devTools: false,
    });
    window.history.replaceState(null, '', '/start');
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    window.history.pushState(null, '', '/games?token=secret-value');
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    window.history.replaceState(null, '', '/games?page=2');
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    store.dispatch(wallet.actions.credited({ amount: 1 }));
    expect(recorder.getLog().routes).toEqual([
      { index: 0, path: '/start' },
      { index: 1, path: '/games?token=[REDACTED]' },
      { index: 3, path: '/games?page=2' },
      { index: 4, path: '/start' },
    ]);
  });

  it('writes the same log when pushes are recorded later as when every action is recorded at once', () => {
    const clock = () => {
      let t = 0;
      return () => (t += 1);
    };
    // The default defers pushes (they cannot change the secrets); the reference records everything at once.
    const deferred = storeWithRecorder({ maxActions: 300, checkpointEvery: 40, now: clock() });
    const immediate = storeWithRecorder({
      maxActions: 300,
      checkpointEvery: 40,
      now: clock(),
      secretsMayChange: () => true,
    });
    // runs of pushes of varying length between other actions, so checkpoints and cuts land on both kinds
    const actions = Array.from({ length: 1055 }, (_, n) => {
      const i = n + 1;
      if (i <= 1000 && (i % 97 === 0 || i % 13 === 0)) return wallet.actions.credited({ amount: i });
      return balanceChanged({ balance: `${i}.00`, currency_code: 'RUB' }, { id: `push-${i}`, receivedAt: i });
    });
    for (const { store } of [deferred, immediate]) for (const action of actions) store.dispatch(action);
    const log = deferred.recorder.getLog();
    expect(log).toEqual(immediate.recorder.getLog());
    expect(log.totalActions).toBe(1055);
    expect(log.actions.length).toBeLessThanOrEqual(300);
    const replay = foldLog(asLoaded(log), reducer);
    expect(replay.verification.ok).toBe(true);
    expect(replay.states[replay.length]).toEqual(deferred.store.getState());
  });

  describe('records queued pushes by itself', () => {
    // Recording sizes every kept string, asking the recorder's JSON-escape pattern whether it needs escaping: the
    // number of those checks tells whether (and how much) was recorded, without reading the log (which records).
    let regexTests: jest.SpiedFunction<RegExp['test']>;
    const sizedStrings = () =>
      regexTests.mock.contexts.filter((pattern) => (pattern as RegExp).source.includes('\\u0000-\\u001f')).length;
    const push = (store: ReturnType<typeof storeWithRecorder>['store'], i: number) =>
      store.dispatch(balanceChanged({ balance: `${i}.00`, currency_code: 'RUB' }));

    beforeEach(() => {
      jest.useFakeTimers();
      regexTests = jest.spyOn(RegExp.prototype, 'test');
    });
    afterEach(() => {
      regexTests.mockRestore();
      jest.useRealTimers();
    });

    it('once the pushes pause, not while a burst is still arriving', () => {
      const { store, recorder } = storeWithRecorder();
      // An ordinary action first: the recorder starts (its base snapshot is sized now, not while the pushes arrive).
      store.dispatch({ type: 'test/opened' });
      regexTests.mockClear();
      for (let i = 0; i < 300; i += 1) push(store, i);
      // The burst goes on, a push every 20 ms for 400 ms: the recorder keeps out of its way.
      for (let i = 300; i < 320; i += 1) {
        jest.advanceTimersByTime(20);
        push(store, i);
      }
      expect(sizedStrings()).toBe(0);
      // The pushes pause: the queue is recorded.
      jest.advanceTimersByTime(200);
      expect(sizedStrings()).toBeGreaterThanOrEqual(320);
      expect(recorder.stats()).toMatchObject({ keptActions: 321, totalActions: 321 });
    });

    it('within two seconds of the oldest queued push, even if the pushes never pause', () => {
      const { store, recorder } = storeWithRecorder();
      store.dispatch({ type: 'test/opened' });
      regexTests.mockClear();
      let i = 0;
      for (; i < 90; i += 1) {
        push(store, i);
        jest.advanceTimersByTime(20);
      }
      expect(sizedStrings()).toBe(0); // 1.8 s of pushes 20 ms apart
      for (; i < 120; i += 1) {
        push(store, i);
        jest.advanceTimersByTime(20);
      }
      expect(sizedStrings()).toBeGreaterThanOrEqual(90);
      jest.advanceTimersByTime(200);
      expect(recorder.stats()).toMatchObject({ keptActions: 121, totalActions: 121 });
    });
  });
});
