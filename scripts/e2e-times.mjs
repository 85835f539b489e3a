// Where the journeys' time goes: reads the JSON report (written by every
// `npx playwright test`, named in playwright.config.ts) and prints the slowest spec files and tests, with each file's share.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'playwright-report/results.json', 'utf8'));
const tests = [];
const walk = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      tests.push({ file: file ?? suite.file, title: spec.title, ms });
    }
  }
  for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
};
for (const suite of report.suites) walk(suite, suite.file);
const total = tests.reduce((sum, test) => sum + test.ms, 0);
const byFile = new Map();
for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
console.log(`${tests.length} tests, ${seconds(total)} s of test time (wall ${seconds(report.stats?.duration ?? 0)} s)`);
console.log('\nBy file:');
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${seconds(ms)} s ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${file}`);
console.log('\nSlowest tests:');
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, Number(process.argv[3] ?? 25))) console.log(`${seconds(test.ms)} s  ${test.file}: ${test.title}`);
