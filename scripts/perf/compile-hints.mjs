// `node scripts/perf/compile-hints.mjs [out]`, run by `npm run build` once the export is whole:
// every script a page's HTML loads gets V8's explicit compile hint as its first line.
//
// Why: Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the
// first time it runs, which is during start-up for every module a page's first load holds. A 4x
// slowed profile of /prediction?id=1 put about 70 ms of the module evaluation task in that
// compilation. With `//# allFunctionsCalledOnLoad` first, Chromium 136 and later compile the file's
// functions while streaming it, off the main thread (https://v8.dev/blog/explicit-compile-hints).
// Only first-load scripts are hinted: those run on every visit. Code loaded on demand keeps lazy
// compilation: hinting start-up's own chunks as well (the storage engine, the sample catalogue)
// was measured and not kept, as Lighthouse's blocking time went up on three pages of four
// (docs/performance.md, fourth pass). Other browsers read a comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFiles, scriptSources } from './first-load.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the hint as its first line; a hinted source is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The bundler's scripts that the export's pages load as they open (each once, sorted). */
export function firstLoadScripts(outDir) {
  const sources = htmlFiles(outDir).flatMap((file) => scriptSources(readFileSync(file, 'utf8')));
  return [...new Set(sources.map((src) => src.split(/[?#]/)[0]).filter((src) => /\/_next\/static\/.+\.js$/.test(src)))].sort();
}

/** Hints every first-load script of the export in place; returns the ones it changed. */
export function hintFirstLoadScripts(outDir) {
  const changed = [];
  for (const src of firstLoadScripts(outDir)) {
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
  const changed = hintFirstLoadScripts(outDir);
  console.log(`compile hints: ${changed.length} first-load scripts marked for eager compilation (of ${firstLoadScripts(outDir).length})`);
}
