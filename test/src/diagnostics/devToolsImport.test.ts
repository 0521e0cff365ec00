/** @jest-environment node */
/**
 * A report file replays in Redux DevTools, checked with DevTools' own code: a session of 1,000 events (realtime pushes
 * through the real realtime server and REST answers from the real contract server) is recorded by the real store and
 * exported; @redux-devtools/utils `importState` reads the file as the extension's Import does, and
 * @redux-devtools/instrument's IMPORT_STATE folds it in an instrumented store over the app's reducer with every
 * endpoint injected (as the app does in development and support mode). Every checkpoint of the file, and the state
 * after every action, must equal the recorded one.
 */
import { legacy_createStore as createStore, type Reducer, type UnknownAction } from 'redux';
import { ActionTypes, instrument, type EnhancedStore } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import '@/app/allEndpoints';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { authApi } from '@/features/auth/authApi';
import { payoutsApi } from '@/features/payouts/payoutsApi';
import { playApi } from '@/features/play/playApi';
import { promotionsApi } from '@/features/promotions/promotionsApi';
import { siteApi } from '@/site/siteApi';
import { createReport } from '@/diagnostics/createReport';
import { parseReportFile, serializeReportFile } from '@/diagnostics/logFormat';
import { createRedactor } from '@/diagnostics/redaction';
import { diffStates } from '@/features/replay/stateDiff';
import { userChannelName } from '@/realtime/events';
import { buildStore, run, waitFor, type Servers, type TestStore } from '../../support/realtimeHarness';
import { DEMO, startTestContractServer } from '../../support/contractServer';

jest.setTimeout(120_000);

const PLAYER = { email: DEMO.player.email, password: DEMO.player.password };
const ROUNDS = 100;
const PUSHES_PER_ROUND = 8;
const ANSWERS_PER_ROUND = 2;
const CARD = '4111 1111 1111 1111';

let servers: Servers;
let session: TestStore | undefined;
/** The real state after every action the reducer saw, in order (the harness's log, outside the recorder). */
let statesAfter: RootState[] = [];
let exported = '';
let events = 0;
let gameSessionId = '';

beforeAll(async () => {
  servers = await startTestContractServer({ standaloneRealtime: true });
  session = buildStore(servers);
  const { store } = session;
  const recorder = await store.recorder.load();
  session.clearLogs();
  statesAfter = session.states;
  recorder.clear();
  await waitFor('socket connected', () => store.getState().realtime.status === 'connected');

  await run(store.dispatch(authApi.endpoints.signIn.initiate(PLAYER)));
  const user = store.getState().auth.user;
  if (!user) throw new Error('sign-in failed');
  const channel = `private-${userChannelName(user.uuid)}`;
  await waitFor('private channel subscribed', () => servers.standalone.subscriptions(channel) === 1);

  // A withdrawal with payout details and a real-money game session: secrets that must not reach the file.
  await run(
    store.dispatch(
      payoutsApi.endpoints.requestWithdrawal.initiate({ amount: '500.00', method: 'card', details: CARD }),
    ),
  );
  const started = store.dispatch(
    playApi.endpoints.startGameSession.initiate({ slug: 'european-roulette', mode: 'real' }),
  );
  gameSessionId = (await started.unwrap()).session.id;

  // 1,000 events: each round, pushes through the realtime server, then REST answers.
  for (let round = 0; round < ROUNDS; round += 1) {
    const balances = Array.from(
      { length: PUSHES_PER_ROUND },
      (_, j) => `${2000 + round * PUSHES_PER_ROUND + j}.${String(j).padStart(2, '0')}`,
    );
    await servers.standalone.pusher.triggerBatch(
      balances.map((balance) => ({ channel, name: 'BalanceChanged', data: { balance, currency_code: 'RUB' } })),
    );
    await waitFor('round folded', () => store.getState().auth.user?.balance === balances[balances.length - 1], 10_000);
    events += PUSHES_PER_ROUND;
    await run(store.dispatch(siteApi.endpoints.getJackpots.initiate(undefined, { forceRefetch: true })));
    if (round % 2 === 0)
      await run(store.dispatch(payoutsApi.endpoints.listWithdrawals.initiate({ page: 1 }, { forceRefetch: true })));
    else await run(store.dispatch(promotionsApi.endpoints.listPromotions.initiate(undefined, { forceRefetch: true })));
    events += ANSWERS_PER_ROUND;
  }
  started.reset();
  exported = serializeReportFile(createReport(recorder, { description: 'DevTools import check', locale: 'en' }));
});

afterAll(async () => {
  session?.stop();
  await servers?.close();
});

it("replays the exported file with DevTools' importState and IMPORT_STATE to every recorded state and checkpoint", () => {
  expect(events).toBe(1000);
  const log = parseReportFile(exported);
  expect(log.actions.length).toBe(statesAfter.length);
  expect(log.actions.filter((a) => a.type === 'realtime/balanceChanged').length).toBeGreaterThanOrEqual(
    ROUNDS * PUSHES_PER_ROUND,
  );

  // As the extension's Import reads a file…
  const imported = importState(exported, {});
  if (!imported) throw new Error('importState read nothing');
  const { nextLiftedState, preloadedState } = imported as unknown as {
    nextLiftedState: UnknownAction[];
    preloadedState: RootState;
  };
  expect(Array.isArray(nextLiftedState)).toBe(true);
  expect(nextLiftedState).toHaveLength(log.actions.length);

  // …and as the instrumented store folds it: the app's reducer, every endpoint injected.
  const store = createStore(
    rootReducer as Reducer<RootState>,
    instrument(undefined, { maxAge: 100_000, shouldCatchErrors: true }),
  ) as unknown as EnhancedStore<RootState, UnknownAction, null>;
  store.liftedStore.dispatch({ type: ActionTypes.IMPORT_STATE, nextLiftedState, preloadedState });
  const lifted = store.liftedStore.getState();
  // computedStates[0] is the snapshot (DevTools' @@INIT over the preloaded state), then one per action.
  expect(lifted.computedStates).toHaveLength(log.actions.length + 1);
  expect(lifted.computedStates.filter((s) => s.error !== undefined).map((s) => s.error)).toEqual([]);

  const redactor = createRedactor();
  const checkpointMismatches = log.checkpoints.flatMap((checkpoint) => {
    const computed = lifted.computedStates[checkpoint.index - log.baseIndex];
    if (!computed) return [`checkpoint ${checkpoint.index}: no state`];
    const differences = diffStates(checkpoint.state, redactor(computed.state), 3);
    return differences.length > 0
      ? [`checkpoint ${checkpoint.index}: ${differences.map((d) => d.path).join(', ')}`]
      : [];
  });
  expect(log.checkpoints.length).toBeGreaterThanOrEqual(Math.floor(log.actions.length / 250));
  expect(checkpointMismatches).toEqual([]);

  const mismatches: string[] = [];
  statesAfter.forEach((recorded, i) => {
    const differences = diffStates(redactor(recorded), lifted.computedStates[i + 1]?.state, 3);
    if (differences.length > 0)
      mismatches.push(`after action ${i} (${log.actions[i]?.type}): ${differences.map((d) => d.path).join(', ')}`);
  });
  expect(mismatches).toEqual([]);
  // The store shows the last recorded state.
  expect(store.getState().auth.user?.balance).toBe(statesAfter[statesAfter.length - 1]?.auth.user?.balance);
});

it('keeps payout details and the game session out of the file', () => {
  expect(gameSessionId.length).toBeGreaterThan(8);
  expect(exported).not.toContain(CARD);
  expect(exported).not.toContain(gameSessionId);
  expect(exported).toContain('requestWithdrawal');
  expect(exported).toContain('startGameSession');
});
