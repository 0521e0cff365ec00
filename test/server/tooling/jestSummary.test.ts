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

test('a suite whose afterAll threw counts as failed, though its test passed', () => {
  const report = {
    numFailedTestSuites: 1,
    numFailedTests: 0,
    numPassedTests: 1,
    testResults: [
      {
        status: 'failed',
        message: '● Test suite failed to run\n\n    afterAll failed',
        assertionResults: [{ status: 'passed' }],
      },
    ],
  };
  expect(summary(report)).toEqual({ line: 'Tests: 1 passed, 1 failed', exitCode: 1 });
});

test('failed tests count once each, not once more for their suite', () => {
  const report = {
    numFailedTestSuites: 1,
    numFailedTests: 2,
    numPassedTests: 3,
    testResults: [
      { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }, { status: 'passed' }] },
    ],
  };
  expect(summary(report)).toEqual({ line: 'Tests: 3 passed, 2 failed', exitCode: 1 });
});

test('a green run reads 0 failed and exits 0', () => {
  const report = {
    numFailedTestSuites: 0,
    numFailedTests: 0,
    numPassedTests: 2,
    testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] }],
  };
  expect(summary(report)).toEqual({ line: 'Tests: 2 passed, 0 failed', exitCode: 0 });
});
