// `npm run perf:empty`: builds an empty Next export (scripts/perf/empty-export/: a root layout and
// a page with a heading) with this repo's Next and React, into .perf/empty-export/out. It is what
// the framework alone costs a page; the A/B script (scripts/perf/tbt-vs-empty.mjs) measures each
// route's blocking time beside it in the same run, the figure that holds on a noisy machine.
//
// The app is copied into the repo (gitignored) rather than built in place or in a temp folder:
// Turbopack refuses a node_modules outside its root, so the copy links ../../node_modules and
// names the repo as its root.
//
// Its first-load scripts get the compile hint our build gives ours (scripts/perf/compile-hints.mjs),
// so the comparison sets our pages beside the framework built the same way: without it, the ratio
// credited the hint to this project.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hintFirstLoadScripts } from './compile-hints.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = join(ROOT, 'scripts', 'perf', 'empty-export');
export const EMPTY_EXPORT_DIR = join(ROOT, '.perf', 'empty-export');
export const EMPTY_EXPORT_OUT = join(EMPTY_EXPORT_DIR, 'out');

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2017',
    lib: ['dom', 'esnext'],
    strict: true,
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'bundler',
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    resolveJsonModule: true,
    plugins: [{ name: 'next' }],
  },
  include: ['**/*.ts', '**/*.tsx'],
  exclude: ['node_modules', 'out'],
};

export function buildEmptyExport() {
  rmSync(EMPTY_EXPORT_DIR, { recursive: true, force: true });
  mkdirSync(EMPTY_EXPORT_DIR, { recursive: true });
  cpSync(join(SOURCE, 'app'), join(EMPTY_EXPORT_DIR, 'app'), { recursive: true });
  symlinkSync(join('..', '..', 'node_modules'), join(EMPTY_EXPORT_DIR, 'node_modules'));
  writeFileSync(join(EMPTY_EXPORT_DIR, 'package.json'), `${JSON.stringify({ name: 'empty-export', private: true }, null, 2)}\n`);
  writeFileSync(join(EMPTY_EXPORT_DIR, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  writeFileSync(
    join(EMPTY_EXPORT_DIR, 'next.config.mjs'),
    `export default { output: 'export', poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  const result = spawnSync(join(EMPTY_EXPORT_DIR, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: EMPTY_EXPORT_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0 || !existsSync(join(EMPTY_EXPORT_OUT, 'index.html'))) {
    throw new Error(`the empty export did not build (next build exited ${result.status})`);
  }
  hintFirstLoadScripts(EMPTY_EXPORT_OUT);
  return EMPTY_EXPORT_OUT;
}

/**
 * The empty export's out/, built first when it is not there yet; one built before the hint was
 * given to it gets it now (the hint is given once, however often this runs).
 */
export function emptyExport(outDir = EMPTY_EXPORT_OUT) {
  if (!existsSync(join(outDir, 'index.html'))) return buildEmptyExport();
  hintFirstLoadScripts(outDir);
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Empty export built in ${buildEmptyExport()}`);
}
