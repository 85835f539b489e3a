/**
 * @jest-environment node
 */
// scripts/merge-locale-exports.mjs run as the build runs it, in a temp project: the Hindi export
// moves into out/hi/, without the public/ files it copied, and its Home answers at /hi as HTML and
// at /hi.txt as the RSC payload the client router asks for when a link inside the app goes there.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'merge-locale-exports.mjs');

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'predictoplay-merge-'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function plant(path: string, text: string): void {
  mkdirSync(dirname(join(project, path)), { recursive: true });
  writeFileSync(join(project, path), text);
}

function merge() {
  return spawnSync(process.execPath, [SCRIPT, '.out-locales'], { cwd: project, encoding: 'utf8' });
}

beforeEach(() => {
  plant('public/icon.svg', '<svg/>');
  plant('out/index.html', '<html lang="en">');
  plant('out/index.txt', 'english payload');
  plant('.out-locales/hi/index.html', '<html lang="hi">');
  plant('.out-locales/hi/index.txt', 'hindi payload');
  plant('.out-locales/hi/faq.txt', 'hindi faq payload');
  plant('.out-locales/hi/icon.svg', '<svg/>');
});

test('the Hindi Home answers at /hi and /hi.txt as well as under /hi/', () => {
  const result = merge();
  expect(result.status).toBe(0);
  const read = (path: string) => readFileSync(join(project, 'out', path), 'utf8');
  expect(read('hi/index.html')).toBe('<html lang="hi">');
  expect(read('hi.html')).toBe('<html lang="hi">');
  expect(read('hi/index.txt')).toBe('hindi payload');
  expect(read('hi.txt')).toBe('hindi payload');
  expect(read('hi/faq.txt')).toBe('hindi faq payload');
  expect(read('index.txt')).toBe('english payload');
});

test('what the language build copied from public/ is left at the root only', () => {
  expect(merge().status).toBe(0);
  expect(existsSync(join(project, 'out', 'hi', 'icon.svg'))).toBe(false);
});

test('a language named like a route stops the build', () => {
  plant('out/hi/index.html', 'a route called hi');
  const result = merge();
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/out\/hi exists/);
});
