/** The wins feed's lists stay bounded and ordered through a burst of pushes and the answers that overlap them. */
import type { Win } from '@/api/types';
import { ownWinRecorded, winRecorded } from '@/realtime/realtimeActions';
import { signedOut } from '@/session/sessionActions';
import { initialWinsState, WINS_KEPT, winsReducer } from '@/features/wins/winsSlice';

const win = (id: number, overrides: Partial<Win> = {}): Win => ({
  id,
  kind: 'spin',
  game: { slug: 'slot', title: 'Slot' },
  amount: `${id}.00`,
  currency_code: 'RUB',
  player: null,
  big: false,
  won_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const reduce = winsReducer;

it('keeps the newest wins of a burst of 1,000, newest first, and the big ones apart', () => {
  let state = initialWinsState;
  for (let id = 1; id <= 1000; id += 1) state = reduce(state, winRecorded({ win: win(id, { big: id % 100 === 0 }) }));
  expect(state.all).toHaveLength(WINS_KEPT);
  expect(state.all[0]?.id).toBe(1000);
  expect(state.all.at(-1)?.id).toBe(1000 - WINS_KEPT + 1);
  expect(state.big.map((w) => w.id)).toEqual([1000, 900, 800, 700, 600, 500, 400, 300, 200, 100]);
  expect(state.mine).toEqual([]);
  // Frozen throughout, as immer leaves a state: the lists and every win in them.
  expect([state, state.all, state.big, ...state.all, ...state.all.map((w) => w.game)].every(Object.isFrozen)).toBe(
    true,
  );
});

it('merges an answer with the pushes: one entry per win, the answer’s name wins, still newest first', () => {
  let state = reduce(initialWinsState, winRecorded({ win: win(5, { player: 'Lynx' }) }));
  state = reduce(state, winRecorded({ win: win(7) }));
  state = reduce(state, winRecorded({ win: win(7) }));
  const fulfilled = {
    type: 'api/executeQuery/fulfilled',
    payload: [win(6), win(5, { player: null })],
    meta: {
      arg: { endpointName: 'listWins', originalArgs: 'all', type: 'query' },
      requestStatus: 'fulfilled',
      requestId: 'r1',
      fulfilledTimeStamp: 1,
      baseQueryMeta: undefined,
      RTK_autoBatch: true,
    },
  };
  state = reduce(state, fulfilled);
  expect(state.all.map((w) => [w.id, w.player])).toEqual([
    [7, null],
    [6, null],
    [5, null],
  ]);
});

it('forgets the player’s own wins at sign-out', () => {
  const state = reduce(initialWinsState, ownWinRecorded({ win: win(3) }));
  expect(state.mine).toHaveLength(1);
  expect(reduce(state, signedOut()).mine).toEqual([]);
});

it('moves the kept wins along as they were: a push adds one new win, and a win already kept changes nothing', () => {
  let state = initialWinsState;
  for (let id = 1; id <= WINS_KEPT; id += 1) state = reduce(state, winRecorded({ win: win(id) }));
  const before = state;
  state = reduce(state, winRecorded({ win: win(WINS_KEPT + 1) }));
  // The same win objects, one place down: the feed's memoised cards of those wins render nothing.
  expect(state.all.slice(1)).toEqual(before.all.slice(0, -1));
  state.all.slice(1).forEach((kept, i) => expect(kept).toBe(before.all[i]));
  expect(state.big).toBe(before.big);
  expect(state.mine).toBe(before.mine);
  // A push of a win the list holds (as after a re-fetch) leaves the state as it was: no store change to render.
  const again = reduce(state, winRecorded({ win: win(WINS_KEPT) }));
  expect(again).toBe(state);
});
