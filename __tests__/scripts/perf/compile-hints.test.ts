/**
 * @jest-environment node
 */
// `node scripts/perf/compile-hints.mjs <out>` (run by `npm run build`) on a tiny export planted in
// a temp folder: every script chunk, the ones a page's HTML loads and the ones loaded later, in every
// language, starts with V8's compile hint, once however often the build step runs; the legacy
// `noModule` polyfill and other files are left as they are.

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
  for (const path of ['_next/static/chunks/framework.js', '_next/static/chunks/home.js', '_next/static/chunks/lazy.js', '_next/static/chunks/legacy.js', 'hi/_next/static/chunks/framework.js', 'hi/_next/static/chunks/lazy.js', 'sw.js', '_next/static/build-id/_buildManifest.js']) plant(path, chunk(path));
  plant(
    'index.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script><script src="/_next/static/chunks/home.js?dpl=1" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script><script src="https://example.com/x.js"></script></head><body></body></html>',
  );
  plant('leaderboard.html', '<html><head><script src="/_next/static/chunks/framework.js" async=""></script></head><body></body></html>');
  plant('hi/index.html', '<html><head><script src="/hi/_next/static/chunks/framework.js" async=""></script></head><body></body></html>');
});

it('puts the hint first in every script chunk, loaded as a page opens or later, in both languages', () => {
  const before = read('_next/static/chunks/home.js');
  expect(hint()).toContain('5 script chunks');
  for (const path of ['_next/static/chunks/framework.js', '_next/static/chunks/home.js', '_next/static/chunks/lazy.js', 'hi/_next/static/chunks/framework.js', 'hi/_next/static/chunks/lazy.js']) {
    expect(read(path).startsWith(HINT)).toBe(true);
  }
  expect(read('_next/static/chunks/home.js')).toBe(HINT + before);
});

it('leaves the legacy polyfill and files other than chunks as they are', () => {
  hint();
  for (const path of ['_next/static/chunks/legacy.js', 'sw.js', '_next/static/build-id/_buildManifest.js']) expect(read(path).startsWith('//')).toBe(false);
});

it('hints a script once, however often the build step runs', () => {
  hint();
  const once = read('_next/static/chunks/framework.js');
  expect(hint()).toContain('0 script chunks');
  expect(read('_next/static/chunks/framework.js')).toBe(once);
});
