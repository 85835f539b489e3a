/**
 * @jest-environment node
 */
// `node scripts/perf/compile-hints.mjs <out>` (run by `npm run build`) on a tiny export planted in
// a temp folder: every script a page's HTML loads, in every language, starts with V8's compile
// hint, once however often the build step runs; code loaded on demand, the legacy `noModule`
// polyfill and scripts from elsewhere are left as they are.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const HINT = '//# allFunctionsCalledOnLoad\n';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'predictoplay-hints-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

function plant(path: string, text: string): void {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
}

const read = (path: string) => readFileSync(join(out, path), 'utf8');

function hint(): string {
  const run = spawnSync(process.execPath, ['scripts/perf/compile-hints.mjs', out], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout;
}

beforeEach(() => {
  const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(name)},1,(e)=>{}]);`;
  for (const path of ['_next/static/chunks/framework.js', '_next/static/chunks/home.js', '_next/static/chunks/lazy.js', '_next/static/chunks/legacy.js', 'hi/_next/static/chunks/framework.js']) plant(path, chunk(path));
  plant(
    'index.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/home.js?dpl=1" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script><script src="https://example.com/x.js"></script></head><body></body></html>',
  );
  plant('leaderboard.html', '<html><head><script src="/_next/static/chunks/framework.js" async=""></script></head><body></body></html>');
  plant('hi/index.html', '<html><head><script src="/hi/_next/static/chunks/framework.js" async=""></script></head><body></body></html>');
});

it('puts the hint first in every script a page loads as it opens, in both languages', () => {
  const before = read('_next/static/chunks/home.js');
  expect(hint()).toContain('3 first-load scripts');
  for (const path of ['_next/static/chunks/framework.js', '_next/static/chunks/home.js', 'hi/_next/static/chunks/framework.js']) expect(read(path).startsWith(HINT)).toBe(true);
  expect(read('_next/static/chunks/home.js')).toBe(HINT + before);
});

it('leaves code loaded on demand and the legacy polyfill to compile lazily', () => {
  hint();
  expect(read('_next/static/chunks/lazy.js').startsWith('//')).toBe(false);
  expect(read('_next/static/chunks/legacy.js').startsWith('//')).toBe(false);
});

it('hints a script once, however often the build step runs', () => {
  hint();
  const once = read('_next/static/chunks/framework.js');
  expect(hint()).toContain('0 first-load scripts');
  expect(read('_next/static/chunks/framework.js')).toBe(once);
});
