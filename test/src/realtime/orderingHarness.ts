/**
 * The ordering tests' harness: real RTK Query fulfilled actions of the endpoints the ordering rule covers, captured
 * from a store talking to a fake API, which the tests re-time through their `meta`; and folds of action lists that
 * check their JSON replay folds to the same state.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { makeStore } from '@/app/store';
import { memoryTokenStore } from '@/api/services';
import type { Jackpot, Paginated, User, Withdrawal } from '@/api/types';
import { parseConfig } from '@/config/appConfig';
import { notificationsApi } from '@/features/notifications/notificationsApi';
import { payoutsApi } from '@/features/payouts/payoutsApi';
import type { EchoFactory } from '@/realtime/echoFactory';
import { loadPayloadValidators } from '@/realtime/events';
import { sessionApi } from '@/session/sessionApi';
import { signedIn } from '@/session/sessionActions';
import { siteApi } from '@/site/siteApi';
import { DEMO_PLAYER_USER } from '../../support/demoUsers';

export const player: User = DEMO_PLAYER_USER;
export const withdrawal = (status: Withdrawal['status']): Withdrawal => ({
  id: 7,
  amount: '50.00',
  currency_code: 'RUB',
  method: 'card',
  status,
  created_at: '2026-11-02T00:00:00Z',
});
export const page = (...rows: Withdrawal[]): Paginated<Withdrawal> => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
});
export const jackpot = (amount: string, version?: number): Jackpot[] => [
  { id: 1, name: 'Mega', amount, currency_code: 'USD', ...(version === undefined ? {} : { version }) },
];

/** Canned answers of the fake API, by path. */
const answers: Record<string, unknown> = {
  '/auth/user': { user: player },
  '/jackpots': jackpot('100.00'),
  '/settings': [{ key: 'maintenance', value: false }],
  '/notifications/unread-count': { count: 2 },
  '/notifications/read-all': { updated: 2 },
  '/withdrawals': { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
};

/** Real fulfilled actions of the endpoints the rule covers, captured from a store talking to a fake API. */
export const fulfilled: Record<string, UnknownAction> = {};

/**
 * Registers the suite's set-up: the payload validators (they load on demand in the app: `common`'s with the realtime
 * client, `user`'s when a session starts), then the captured answers.
 */
export function setUpOrderingHarness(): void {
  beforeAll(() => loadPayloadValidators('common', 'user'));
  beforeAll(captureAnswers);
}

async function captureAnswers(): Promise<void> {
  const fetchFn = (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
    return Promise.resolve(
      new Response(JSON.stringify(answers[path] ?? {}), { headers: { 'content-type': 'application/json' } }),
    );
  };
  const noEcho = (() => new Promise(() => undefined)) as unknown as EchoFactory;
  const store = makeStore({
    config: parseConfig({ apiBaseUrl: 'http://api.test/api', environment: 'test' }),
    tokens: memoryTokenStore({ token: 't' }),
    createEcho: noEcho,
    fetchFn,
  });
  store.replaceReducer(((state: RootState | undefined, action: UnknownAction) => {
    if (action.type.endsWith('/fulfilled')) {
      const name = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (name) fulfilled[name] = action;
    }
    return rootReducer(state, action);
  }) as typeof rootReducer);
  await store.dispatch(siteApi.endpoints.getJackpots.initiate()).unwrap();
  await store.dispatch(siteApi.endpoints.getSettings.initiate()).unwrap();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true })).unwrap();
  await store.dispatch(notificationsApi.endpoints.getUnreadNotificationsCount.initiate()).unwrap();
  await store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()).unwrap();
  await store.dispatch(payoutsApi.endpoints.listWithdrawals.initiate({ page: 1 })).unwrap();
  store.sagaTask.cancel();
}

/** The captured answer of `endpoint`, with `payload`, as if its request had started at `startedAt`. */
export function answered(endpoint: string, payload: unknown, startedAt: number): UnknownAction {
  const template = fulfilled[endpoint];
  if (!template) throw new Error(`no fulfilled action captured for ${endpoint}`);
  const meta = template.meta as Record<string, unknown>;
  return {
    ...template,
    payload,
    meta: {
      ...meta,
      requestId: `${endpoint}-${startedAt}`,
      startedTimeStamp: startedAt,
      fulfilledTimeStamp: startedAt + 500,
    },
  };
}

export const at = (receivedAt: number) => ({ receivedAt });
export const fold = (actions: UnknownAction[], from?: RootState): RootState =>
  actions.reduce<RootState>(
    (state, action) => rootReducer(state, action),
    from ?? rootReducer(undefined, { type: '@@init' }),
  );
/** Folds the actions, and checks that their JSON replay folds to the same state. */
export function foldAndReplay(actions: UnknownAction[]): RootState {
  const live = fold(actions);
  expect(fold(JSON.parse(JSON.stringify(actions)) as UnknownAction[])).toEqual(live);
  return live;
}
export const signedInAs = (user: User = player) => signedIn({ user });
