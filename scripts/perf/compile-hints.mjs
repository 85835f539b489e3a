// `node scripts/perf/compile-hints.mjs [out]`, run by `npm run build` once the export is whole:
// every script chunk of the export, in every language, gets V8's explicit compile hint as its first
// line.
//
// Why: Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the
// first time it runs. A 4x-slowed profile of /prediction?id=1 put about 70 ms of the module
// evaluation task in that compilation. With `//# allFunctionsCalledOnLoad` first, Chromium 136 and
// later compile the file's functions while streaming it, off the main thread
// (https://v8.dev/blog/explicit-compile-hints). The app's code is split by feature, so a chunk is
// fetched when its code is about to run: the first load's, start-up's (the storage engine, the
// sample catalogue, the live question) on every visit, a dialog's as it opens. Hinting start-up's
// chunks as well as the HTML's took /, /prediction?id=1 and /profile's blocking time down by a
// further 14 to 53 ms at 4x (docs/performance.md, fourth pass). The legacy `noModule` polyfill,
// which no browser reading the hint runs, is left as it is; other browsers read a comment.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFiles } from './first-load.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the hint as its first line; a hinted source is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Each script in a chunks folder of the export's _next/static (either language), as the page requests it. */
function chunkFiles(outDir, dir = outDir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return chunkFiles(outDir, path);
    const src = '/' + relative(outDir, path).split(sep).join('/');
    return /\/_next\/static\/chunks\/[^/]+\.js$/.test(src) ? [src] : [];
  });
}

/** The scripts a page's HTML loads only in browsers without modules: the legacy polyfill. */
function legacyScripts(outDir) {
  const tags = htmlFiles(outDir).flatMap((file) => readFileSync(file, 'utf8').match(/<script\b[^>]*\bnomodule\b[^>]*>/gi) ?? []);
  return new Set(tags.map((tag) => tag.match(/\bsrc="([^"?#]+)/)?.[1]).filter((src) => src !== undefined));
}

/** The export's script chunks that get the hint (sorted). */
export function hintableScripts(outDir) {
  const legacy = legacyScripts(outDir);
  return chunkFiles(outDir)
    .filter((src) => !legacy.has(src))
    .sort();
}

/** Hints every script chunk of the export in place; returns the ones it changed. */
export function hintScripts(outDir) {
  const changed = [];
  for (const src of hintableScripts(outDir)) {
    const path = join(outDir, src);
    const source = readFileSync(path, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(path, hinted);
    changed.push(src);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? 'out';
  const changed = hintScripts(outDir);
  console.log(`compile hints: ${changed.length} script chunks marked for eager compilation (of ${hintableScripts(outDir).length})`);
}
