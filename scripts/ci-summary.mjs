// Adds up the JSON reports of Vitest and Playwright in a folder and prints one closing line,
// "N passed, N failed", so CI reads a single count whatever the runners. Each failed test is
// named above that line (its file and title), so the end of a CI log says what to look at.
import fs from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function countVitest(report, file) {
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${file}: ${where} > ${test.fullName ?? test.title}`);
    }
    // A file that failed to load has no test results of its own.
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((test) => test.status !== 'failed'))
      failures.push(`${file}: ${where}: ${String(suite.message ?? 'failed').split('\n')[0]}`);
  }
}

function playwrightFailures(suite, file, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') failures.push(`${file}: ${[...here, spec.title].join(' > ')} (${test.status})`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file, here);
}

function countPlaywright(report, file) {
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  skipped += report.stats?.skipped ?? 0;
  for (const suite of report.suites ?? []) playwrightFailures(suite, file);
}

const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  if ('numPassedTests' in report) countVitest(report, file);
  else if ('stats' in report) countPlaywright(report, file);
  console.log(`${file}: read`);
}
if (files.length === 0) {
  console.log('No test reports found.');
  process.exit(1);
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
