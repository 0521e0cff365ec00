import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createActionRecorder, type RecorderOptions } from '@/diagnostics/actionRecorder';
import type { LoadedLog } from '@/diagnostics/logFormat';
import { createRecorderHandle } from '@/diagnostics/recorderHandle';
import { foldLog } from '@/features/replay/replayLog';
import { balanceChanged } from '@/realtime/realtimeActions';

const wallet = createSlice({
  name: 'wallet',
  initialState: { balance: 0, email: '', token: '' },
  reducers: {
    credited(state, action: PayloadAction<{ amount: number }>) {
      state.balance += action.payload.amount;
    },
    signedIn(state, action: PayloadAction<{ email: string; token: string }>) {
      state.email = action.payload.email;
      state.token = action.payload.token;
    },
  },
});
const live = createSlice({
  name: 'live',
  initialState: { balance: '0.00' },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(balanceChanged, (state, action) => {
      state.balance = action.payload.balance;
    });
  },
});
const reducer = combineReducers({ wallet: wallet.reducer, live: live.reducer });
type State = ReturnType<typeof reducer>;

/** A store whose recorder options read the store's own token and a route the test moves. */
function session() {
  let store: { getState(): State } | undefined;
  let route = '/';
  let t = 0;
  const options: RecorderOptions = {
    secrets: () => {
      const token = store?.getState().wallet.token;
      return token ? [token] : [];
    },
    location: () => route,
    now: () => (t += 1000),
    checkpointEvery: 20,
    maxActions: 200,
  };
  return {
    options,
    track: (tracked: { getState(): State }) => {
      store = tracked;
    },
    go: (path: string) => {
      route = path;
    },
  };
}

const TOKEN = 'live-token-0123456789abcdef';

describe('recorder handle', () => {
  it('writes the same log, once loaded, as a recorder present from the very first action', async () => {
    const reference = session();
    const captured = session();
    const recorder = createActionRecorder(reference.options);
    const handle = createRecorderHandle({ ...captured.options, captureLimit: 10_000 });
    const stores = [recorder.middleware, handle.middleware].map((middleware) =>
      configureStore({ reducer, middleware: (getDefault) => getDefault().concat(middleware), devTools: false }),
    );
    const [withRecorder, withHandle] = stores as [(typeof stores)[0], (typeof stores)[0]];
    const both = (step: (store: typeof withRecorder, sessionOf: ReturnType<typeof session>) => void) => {
      step(withRecorder, reference);
      step(withHandle, captured);
    };
    const dispatch = (action: Parameters<typeof withRecorder.dispatch>[0]) =>
      both((store) => {
        store.dispatch(action);
      });

    both((store, s) => s.track(store));
    // Before the recorder is loaded: actions, pushes, a sign-in that makes a new secret, a route change, errors.
    for (let i = 1; i <= 30; i += 1) dispatch(wallet.actions.credited({ amount: i }));
    dispatch(balanceChanged({ balance: '1.00', currency_code: 'RUB' }, { id: 'p1', receivedAt: 1 }));
    both((_store, s) => s.go('/games?token=abc'));
    dispatch(wallet.actions.signedIn({ email: 'player@example.com', token: TOKEN }));
    dispatch(balanceChanged({ balance: TOKEN, currency_code: 'RUB' }, { id: 'p2', receivedAt: 2 }));
    recorder.noteError('window', `TypeError: failed with ${TOKEN}`);
    handle.noteError('window', `TypeError: failed with ${TOKEN}`);
    dispatch({
      type: 'api/executeQuery/rejected',
      error: { message: 'Rejected' },
      payload: { status: 500, data: { message: 'Server Error' } },
      meta: { requestStatus: 'rejected' },
    });
    expect(handle.recentActionTypes(2)).toEqual(recorder.recentActionTypes(2));

    const loaded = await handle.load();
    // After: the recorder's own middleware takes over.
    for (let i = 1; i <= 40; i += 1) dispatch(wallet.actions.credited({ amount: -i }));
    both((_store, s) => s.go('/'));
    dispatch(balanceChanged({ balance: '2.00', currency_code: 'RUB' }, { id: 'p3', receivedAt: 3 }));

    const log = loaded.getLog();
    expect(log).toEqual(recorder.getLog());
    expect(log.totalActions).toBe(75);
    expect(log.errors.map((error) => error.message)).toEqual([
      'TypeError: failed with [REDACTED]',
      '500: Server Error',
    ]);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
    const replay = foldLog({ ...log, meta: null } satisfies LoadedLog, reducer);
    expect(replay.verification.ok).toBe(true);
  });
});
