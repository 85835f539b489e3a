/**
 * @jest-environment node
 */
// The worker's events bundled as `npm run build` bundles them (scripts/sw/bundle-worker-events.mjs,
// run in a child process as build-sw.mjs runs it): one file per language with a hashed name, that
// a service worker's global scope can load with nothing of a page around it (no window, document,
// localStorage or process), and that listens for the periodic sync and the notification click.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { BACKGROUND_FEED_TAG } from '@/lib/store/background-sync';

const ROOT = join(__dirname, '..', '..', '..');

let outdir: string;
beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'predictoplay-sw-events-'));
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function bundle(locale: string): { url: string; code: string } {
  const script = `const { bundleWorkerEvents } = await import('./scripts/sw/bundle-worker-events.mjs'); console.log(JSON.stringify(await bundleWorkerEvents(${JSON.stringify(locale)}, { outdir: ${JSON.stringify(outdir)} })));`;
  const { url } = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })) as { url: string };
  return { url, code: readFileSync(join(outdir, url.slice(1)), 'utf8') };
}

it('is one hashed file per language, loaded by a worker’s scope alone, listening for the feed’s sync and a notification’s click', () => {
  const english = bundle('en');
  const hindi = bundle('hi');
  expect(english.url).toMatch(/^\/sw-events-en-[A-Z0-9]+\.js$/);
  expect(hindi.url).toMatch(/^\/sw-events-hi-[A-Z0-9]+\.js$/);
  expect(hindi.code).not.toBe(english.code);
  // Nothing is left for a worker to look up in process.env: every value was defined at build time.
  expect(english.code).not.toMatch(/process\.env/);
  expect(english.code).toContain(BACKGROUND_FEED_TAG);

  const listeners: string[] = [];
  const scope = {
    addEventListener: (type: string) => listeners.push(type),
    location: new URL('https://predictoplay.test/sw.js'),
    navigator: {},
    crypto: globalThis.crypto,
    console,
    URL,
    TextEncoder,
    TextDecoder,
    setTimeout,
    clearTimeout,
    queueMicrotask,
  };
  runInNewContext(english.code, { ...scope, self: scope });
  expect(listeners.sort()).toEqual(['notificationclick', 'periodicsync']);
});
