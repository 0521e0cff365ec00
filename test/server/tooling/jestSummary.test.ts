/**
 * The closing `Tests:` line of `npm test` (scripts/jest-summary.cjs) counts a suite that failed outside its tests —
 * here an afterAll that threw after its one test passed, as jest's JSON report records it — as a failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../../scripts/jest-summary.cjs');

function summary(report: object): { line: string; exitCode: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'jest-summary-'));
  const file = path.join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(report));
  try {
    const out = execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
    return { line: out.trim().split('\n').pop() ?? '', exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout: string; status: number };
    return { line: failed.stdout.trim().split('\n').pop() ?? '', exitCode: failed.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Outcome = 'passed' | 'failed';

/**
 * jest's --json report of a run, with its counts as jest computes them: one suite a row, `tests` its tests'
 * outcomes, and `failedOutside` the message of a suite that failed outside its tests.
 */
function jestReport(...suites: { tests: Outcome[]; failedOutside?: string }[]): object {
  const testResults = suites.map(({ tests, failedOutside }) => ({
    status: failedOutside !== undefined || tests.includes('failed') ? 'failed' : 'passed',
    ...(failedOutside !== undefined ? { message: failedOutside } : {}),
    assertionResults: tests.map((status) => ({ status })),
  }));
  const tests = suites.flatMap((suite) => suite.tests);
  return {
    numFailedTestSuites: testResults.filter((suite) => suite.status === 'failed').length,
    numFailedTests: tests.filter((test) => test === 'failed').length,
    numPassedTests: tests.filter((test) => test === 'passed').length,
    testResults,
  };
}

test('a suite whose afterAll threw counts as failed, though its test passed', () => {
  const report = jestReport({ tests: ['passed'], failedOutside: '● Test suite failed to run\n\n    afterAll failed' });
  expect(summary(report)).toEqual({ line: 'Tests: 1 passed, 1 failed', exitCode: 1 });
});

test('failed tests count once each, not once more for their suite', () => {
  const report = jestReport({ tests: ['failed', 'failed', 'passed', 'passed', 'passed'] });
  expect(summary(report)).toEqual({ line: 'Tests: 3 passed, 2 failed', exitCode: 1 });
});

test('a green run reads 0 failed and exits 0', () => {
  const report = jestReport({ tests: ['passed', 'passed'] });
  expect(summary(report)).toEqual({ line: 'Tests: 2 passed, 0 failed', exitCode: 0 });
});
