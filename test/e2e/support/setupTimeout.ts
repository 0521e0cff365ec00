// A browser test drives real pages against real servers on a shared 2-core machine, four test workers at a time
// (scripts/test.sh): seconds, not milliseconds, and a screenshot-heavy test can take half a minute under load.
jest.setTimeout(60_000);
