import fs from 'node:fs';
import path from 'node:path';
import '@/app/allEndpoints';
import { rootReducer } from '@/app/rootReducer';
import { foldLog } from '@/features/replay/replayLog';

const root = path.resolve(__dirname, '../../..');

function modulesInjectingEndpoints(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesInjectingEndpoints(full);
    return /\.tsx?$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('injectEndpoints(') ? [full] : [];
  });
}

describe('every endpoint is known to the replay', () => {
  it('allEndpoints imports every module that injects endpoints', () => {
    const listed = fs.readFileSync(path.join(root, 'src/app/allEndpoints.ts'), 'utf8');
    const missing = ['src/features', 'src/session', 'src/site']
      .flatMap((dir) => modulesInjectingEndpoints(path.join(root, dir)))
      .map((file) => `@/${path.relative(path.join(root, 'src'), file).replace(/\.tsx?$/, '')}`)
      .filter((module) => !listed.includes(`'${module}'`));
    // A new feature api? Add its module to src/app/allEndpoints.ts so recorded logs that use it replay.
    expect(missing).toEqual([]);
  });

  it('a recorded request of a screen never opened in this page still folds', () => {
    // getCounters belongs to the site feature; the api reducer needs its definition to fold the request.
    const pending = {
      type: 'api/executeQuery/pending',
      meta: {
        startedTimeStamp: 1,
        arg: { type: 'query', subscribe: true, endpointName: 'getCounters', queryCacheKey: 'getCounters(undefined)' },
        requestId: 'r1',
        requestStatus: 'pending',
      },
    };
    const replay = foldLog(
      {
        baseIndex: 0,
        baseState: undefined,
        actions: [pending],
        timestamps: [1],
        checkpoints: [],
        routes: [],
        errors: [],
        meta: null,
      },
      rootReducer,
    );
    expect(replay.foldError).toBeNull();
    expect(replay.states[1]).toMatchObject({
      api: { queries: { 'getCounters(undefined)': { status: 'pending', endpointName: 'getCounters' } } },
    });
  });
});
