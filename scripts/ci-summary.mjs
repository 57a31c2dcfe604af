// Adds up the JSON reports of Vitest and Playwright in a folder and prints one closing line,
// "N passed, N failed", so CI reads a single count whatever the runners.
import fs from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;

function countVitest(report) {
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(report) {
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  skipped += report.stats?.skipped ?? 0;
}

const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  if ('numPassedTests' in report) countVitest(report);
  else if ('stats' in report) countPlaywright(report);
  console.log(`${file}: read`);
}
if (files.length === 0) {
  console.log('No test reports found.');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
