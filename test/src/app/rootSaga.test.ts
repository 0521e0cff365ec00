import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork, take } from 'redux-saga/effects';
import { isolated } from '@/app/rootSaga';

describe('isolated long-lived sagas', () => {
  it('a crashing saga stops alone: its sibling still handles actions', async () => {
    const seen: string[] = [];
    function* crashing(): Generator {
      yield take('boom');
      throw new Error('broken');
    }
    function* sibling(): Generator {
      for (;;) {
        const action = (yield take('*')) as { type: string };
        seen.push(action.type);
      }
    }
    const root: Saga = function* () {
      yield all([fork(isolated, 'crashing', crashing), fork(isolated, 'sibling', sibling)]);
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: (state: object = {}) => state,
      middleware: (d) => d().concat(sagaMiddleware),
    });
    const task = sagaMiddleware.run(root);
    store.dispatch({ type: 'boom' });
    store.dispatch({ type: 'after' });
    expect(seen).toEqual(['boom', 'after']);
    expect(task.isRunning()).toBe(true);
    expect(errors).toHaveBeenCalledWith('[saga] crashing stopped:', 'broken');
    task.cancel();
    errors.mockRestore();
  });
});
