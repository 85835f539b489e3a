/**
 * @jest-environment node
 */
// The empty Next export that `npm run perf:ab` sets each route beside is given the compile hint our
// build gives our pages (scripts/perf/compile-hints.mjs), so the ratio compares like with like. An
// empty export built before that is hinted when the A/B script next asks for it, once.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const HINT = '//# allFunctionsCalledOnLoad\n';
const FRAMEWORK = '_next/static/chunks/framework.js';
const SOURCE = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["framework",1,(e)=>{}]);';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'predictoplay-empty-export-'));
  mkdirSync(dirname(join(out, FRAMEWORK)), { recursive: true });
  writeFileSync(join(out, FRAMEWORK), SOURCE);
  writeFileSync(join(out, 'index.html'), `<html><head><script src="/${FRAMEWORK}" async=""></script></head><body><h1>Empty</h1></body></html>`);
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

/** What the A/B script does to find the empty export, on the planted one. */
function askForEmptyExport(): string {
  const script = "const { emptyExport } = await import('./scripts/perf/build-empty-export.mjs'); console.log(emptyExport(process.argv[1]));";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, out], { cwd: ROOT, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trim();
}

it('hints the scripts an existing empty export loads, as our build does, and returns it', () => {
  expect(askForEmptyExport()).toBe(out);
  expect(readFileSync(join(out, FRAMEWORK), 'utf8')).toBe(HINT + SOURCE);
});

it('hints them once, however often it is asked for', () => {
  askForEmptyExport();
  askForEmptyExport();
  expect(readFileSync(join(out, FRAMEWORK), 'utf8')).toBe(HINT + SOURCE);
});
