/**
 * Jest test sequencer: the longest test files start first, so no worker is left with a long file at the end while
 * the other idles. Jest's own sequencer does that only with the durations its cache kept from an earlier run on the
 * same checkout; a fresh clone (CI) has none, and jest falls back to ordering by file size, which puts a two-minute
 * route sweep behind hundreds of quick files. Here a file's duration comes from jest's cache when there is one, else
 * from test/support/testDurations.json (seconds, from a full run; `node scripts/test-durations.cjs` rewrites it from
 * .tmp/jest-report.json). A file in neither list runs first, as with jest's own sequencer.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = path.resolve(__dirname, '..', '..');
const recorded = require('./testDurations.json');

class DurationSequencer extends Sequencer {
  time(test) {
    // An interrupted run caches its unfinished files at 0 ms: no duration, not a short one.
    const cached = super.time(test);
    if (cached) return cached;
    const seconds = recorded[path.relative(root, test.path).split(path.sep).join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = DurationSequencer;
