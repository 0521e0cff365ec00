// A browser test drives real pages against real servers on a shared 2-core machine: seconds, not milliseconds.
jest.setTimeout(30_000);
