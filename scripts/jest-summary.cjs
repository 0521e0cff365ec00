// Prints the one summary line CI reads: `Tests: N passed, M failed` (from jest's --json report).
const fs = require('node:fs');
const file = process.argv[2];
let report;
try {
  report = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`jest wrote no report (${error.message})`);
  console.log('Tests: 0 passed, 1 failed');
  process.exit(1);
}
const failedSuites = report.numFailedTestSuites || 0;
// A suite can fail outside its tests (it does not compile, a beforeAll or afterAll throws) while every test it ran
// passed: each such suite counts as one failure, or the line would read "0 failed" for a red run.
const failedOutsideTests = (report.testResults || []).filter(
  (r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'),
).length;
const failed = (report.numFailedTests || 0) + failedOutsideTests;
const passed = report.numPassedTests || 0;
const skipped = (report.numPendingTests || 0) + (report.numTodoTests || 0);
if (failedSuites > 0) console.log(`${failedSuites} test suite(s) failed`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
