/**
 * @jest-environment node
 */
// `npm run size` (scripts/size.mjs) run as the CLI on a tiny export planted in a temp folder: a
// route that imports a large chunk is reported OVER and fails the run, small routes pass, the
// legacy `noModule` polyfill is not counted, and the Hindi pages are listed beside the English.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'predictoplay-size-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

function plant(path: string, text: string): void {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
}

/** A page whose HTML loads these scripts; `nomodule` ones carry the attribute as Next writes it. */
function page(path: string, scripts: string[], legacy: string[] = []): void {
  const tags = [...scripts.map((src) => `<script src="${src}" async=""></script>`), ...legacy.map((src) => `<script src="${src}" noModule=""></script>`)];
  plant(path, `<!DOCTYPE html><html lang="en"><head>${tags.join('')}</head><body><main><h1>Page</h1></main></body></html>`);
}

/** Random bytes as base64 compress to about three quarters of their length: `kb` of it stays near `kb * 0.76` gzipped. */
function chunk(path: string, kb: number): void {
  plant(path, `globalThis.x = "${randomBytes(Math.round(kb * 750)).toString('base64')}";`);
}

function size(): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['scripts/size.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SIZE_OUT_DIR: out } });
}

function row(stdout: string, route: string): string | undefined {
  return stdout.split('\n').find((line) => line.trim().split(/\s+/)[1] === route);
}

it('reports a route that plants a large import OVER the 150 kB budget and fails the run', () => {
  chunk('_next/static/chunks/a.js', 200);
  page('index.html', ['/_next/static/chunks/a.js']);

  const { status, stdout, stderr } = size();

  expect(stdout).toContain('budget 150 kB');
  expect(row(stdout, '/')).toMatch(/^OVER\s+\/\s+1\d\d\.\d kB/);
  expect(stderr).toContain('over the 150 kB budget: /.');
  expect(status).not.toBe(0);
});

it('passes small routes, and lists the Hindi pages beside the English ones (the /hi copy once)', () => {
  chunk('_next/static/chunks/small.js', 10);
  page('index.html', ['/_next/static/chunks/small.js']);
  page('wallet.html', ['/_next/static/chunks/small.js']);
  page('hi/index.html', ['/_next/static/chunks/small.js']);
  page('hi.html', ['/_next/static/chunks/small.js']);
  page('hi/wallet.html', ['/_next/static/chunks/small.js']);

  const { status, stdout } = size();

  expect(status).toBe(0);
  for (const route of ['/', '/wallet', '/hi/', '/hi/wallet']) expect(row(stdout, route)).toMatch(/^ {2}ok\s/);
  expect(row(stdout, '/hi')).toBeUndefined();
});

it('leaves the noModule polyfill out of the count', () => {
  chunk('_next/static/chunks/small.js', 10);
  chunk('_next/static/chunks/polyfills.js', 200);
  page('index.html', ['/_next/static/chunks/small.js'], ['/_next/static/chunks/polyfills.js']);

  const { status, stdout } = size();

  expect(status).toBe(0);
  expect(row(stdout, '/')).toMatch(/^ {2}ok\s+\/\s+\d\.\d kB\s+\(1 scripts\)/);
});

it('fails when there is no export to measure', () => {
  const { status, stderr } = size();

  expect(status).not.toBe(0);
  expect(stderr).toContain('run `npm run build` first');
});

it('fails a route whose first load carries a library no first paint uses, however small', () => {
  plant('_next/static/chunks/schemas.js', 'class ValiError extends Error {}');
  chunk('_next/static/chunks/small.js', 5);
  page('index.html', ['/_next/static/chunks/small.js']);
  page('wallet.html', ['/_next/static/chunks/small.js', '/_next/static/chunks/schemas.js']);

  const { status, stdout, stderr } = size();

  expect(row(stdout, '/wallet')).toMatch(/^ {2}ok\s/);
  expect(stderr).toContain('/wallet loads valibot with its first paint (/_next/static/chunks/schemas.js)');
  expect(stderr).not.toContain('/ loads');
  expect(status).not.toBe(0);
});
