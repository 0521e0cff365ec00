// Rewrites test/support/testDurations.json (the order the test sequencer starts files in on a fresh clone) from the
// durations in a jest --json report, .tmp/jest-report.json unless another is named. A report of part of the suite
// updates only the files it ran; files that no longer exist drop out.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const reportFile = process.argv[2] ?? path.join(root, '.tmp', 'jest-report.json');
const durationsFile = path.join(root, 'test', 'support', 'testDurations.json');

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const durations = JSON.parse(fs.readFileSync(durationsFile, 'utf8'));
for (const result of report.testResults) {
  const file = path.relative(root, result.name).split(path.sep).join('/');
  durations[file] = Math.round((result.endTime - result.startTime) / 100) / 10;
}
const kept = Object.entries(durations)
  .filter(([file]) => fs.existsSync(path.join(root, file)))
  .sort(([fileA, a], [fileB, b]) => b - a || fileA.localeCompare(fileB));
fs.writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`${kept.length} test files in ${path.relative(root, durationsFile)}`);
