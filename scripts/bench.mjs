// `npm run bench`: how the game's storage copes at scale, in real Chromium (Debian's, at
// /usr/bin/chromium, driven by Playwright). Both engines are measured side by side:
//  - NEW, the IndexedDB engine of lib/storage/idb, at 1x and 10x, and at 100x on request
//    (1x = 1,000 markets, 100 accounts, 10,000 positions, and their ledger);
//  - OLD, the localStorage engine as it was at BENCH_OLD_COMMIT (ad43d80, the parent of the
//    IndexedDB wiring), at 1x and 10x.
// Each engine's lib/ is compiled to ES modules with TypeScript's transpileModule (one file at a
// time, relative and '@/' imports given their '.js') into node_modules/.cache, and served with
// the bench pages (scripts/bench-browser/) from a small static server on 127.0.0.1; an import map
// points 'idb' and 'valibot' at their ES builds in node_modules. Every game is filled untimed
// into a persistent profile in a temporary folder (so quota is the disk-based one, not an
// incognito profile's in-memory one); then, timed inside the page with performance.now():
//  - cold start: in a new page of the same profile (nothing of the game in JS memory), opening
//    and reading what the first screens need, every record checked; and again after restarting
//    the browser on the same profile;
//  - one bet's commit, and one settlement of 100 open positions of 100 accounts;
//  - what is stored: the browser's count (navigator.storage.estimate for IndexedDB; the text's
//    UTF-16 bytes for localStorage) and the JSON text of the records.
// About 1 minute on the project's 2-core machine. 100x (100,000 markets, 10,000 accounts,
// 1,000,000 positions) is left out by default: filling its two million records takes about six
// minutes there on its own (Chromium's IndexedDB writes some 6,000 records a second with these
// indexes), so BENCH_SCALES=1,10,100 runs it too, in about eight minutes.
// Environment: BENCH_SCALES (default 1,10), BENCH_OLD_SCALES (default 1,10), BENCH_OLD_COMMIT
// (default ad43d80), BENCH_PROFILE_SCALE (default 10: where a CPU profile of one cold start is
// taken; empty for none), BENCH_COLD_RUNS, BENCH_BET_RUNS, BENCH_SETTLE_RUNS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, extname, join, normalize, posix, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import ts from 'typescript';

const ROOT = process.cwd();
const CACHE = join(ROOT, 'node_modules', '.cache', 'predictoplay-bench-chromium');
const PAGES = join(ROOT, 'scripts', 'bench-browser');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = JSON.parse(readFileSync(join(ROOT, 'scripts', 'chromium-flags.json'), 'utf8'));

const list = (value, fallback) => (value ?? fallback).split(',').map((item) => item.trim()).filter(Boolean).map(Number);
const SCALES = list(process.env.BENCH_SCALES, '1,10');
const OLD_SCALES = list(process.env.BENCH_OLD_SCALES, '1,10');
const OLD_COMMIT = process.env.BENCH_OLD_COMMIT ?? 'ad43d80';
const PROFILE_SCALE = process.env.BENCH_PROFILE_SCALE === undefined ? 10 : Number(process.env.BENCH_PROFILE_SCALE) || null;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const RESTART_RUNS = 3;
const BET_RUNS = Number(process.env.BENCH_BET_RUNS ?? 15);
// At most 6: the game has six markets of 100 open positions (SETTLE_MARKETS in game.js).
const SETTLE_RUNS = Math.min(Number(process.env.BENCH_SETTLE_RUNS ?? 5), 6);

// ---------------------------------------------------------------------------------------------
// Compiling: from the modules the bench pages import, along their imports.

/** The lib/ modules a bench page imports from `/<tree>/`, as repository paths of their .ts sources. */
function pageEntries(tree) {
  const entries = new Set();
  for (const name of readdirSync(PAGES)) {
    if (!name.endsWith('.js')) continue;
    const text = readFileSync(join(PAGES, name), 'utf8');
    for (const match of text.matchAll(new RegExp(`from '/${tree}/([^']+)\\.js'`, 'g'))) entries.add(`${match[1]}.ts`);
  }
  return [...entries];
}

/** Sources of the working tree, or of a commit (read with git, so the tree may have moved on). */
function sourcesAt(commit) {
  if (commit === null) {
    return { has: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(), read: (path) => readFileSync(join(ROOT, path), 'utf8') };
  }
  const listed = spawnSync('git', ['ls-tree', '-r', '--name-only', commit, '--', 'lib'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-tree ${commit} failed: ${listed.stderr}`);
  const files = new Set(listed.stdout.split('\n').filter(Boolean));
  return {
    has: (path) => files.has(path),
    read: (path) => {
      const shown = spawnSync('git', ['show', `${commit}:${path}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      if (shown.status !== 0) throw new Error(`git show ${commit}:${path} failed: ${shown.stderr}`);
      return shown.stdout;
    },
  };
}

/** The .ts file an import names, or null for a package (left to the import map). */
function resolveImport(sources, from, specifier) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = posix.join(posix.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = specifier.slice(2);
  else return null;
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) if (candidate.endsWith('.ts') && sources.has(candidate)) return candidate;
  throw new Error(`${from}: cannot resolve '${specifier}'`);
}

/** Compiles `entries` and everything they import into `out`, one ES module per file. */
function compileTree(sources, entries, out) {
  rmSync(out, { recursive: true, force: true });
  const done = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (done.has(file)) continue;
    done.add(file);
    const source = sources.read(file);
    const imports = new Map();
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = resolveImport(sources, file, fileName);
      if (target === null) continue;
      imports.set(fileName, target);
      queue.push(target);
    }
    const { outputText } = ts.transpileModule(source, {
      fileName: file,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, isolatedModules: true },
    });
    // Browsers need the file itself: './x' becomes './x.js', '@/lib/x' a relative './…/x.js'.
    const rewritten = outputText.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g, (whole, lead, quote, specifier) => {
      const target = imports.get(specifier);
      if (target === undefined) return whole;
      let relative = posix.relative(posix.dirname(file), target).replace(/\.ts$/, '.js');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${lead}${quote}${relative}${quote}`;
    });
    const path = join(out, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, rewritten);
  }
  return done.size;
}

// ---------------------------------------------------------------------------------------------
// Serving: the compiled trees, the bench pages and the two packages, on 127.0.0.1.

const IMPORT_MAP = {
  imports: {
    // Their ES builds, as their package.json "exports" name them for `import`.
    idb: '/node_modules/idb/build/index.js',
    valibot: '/node_modules/valibot/dist/index.mjs',
  },
};

function benchHtml(module) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PredictoPlay storage bench</title>
<script>globalThis.process = { env: {} };</script>
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
<script type="module">
import * as bench from '${module}';
window.bench = bench;
window.benchReady = true;
</script></head><body>bench</body></html>`;
}

const MOUNTS = [
  ['/new/', join(CACHE, 'new')],
  ['/old/', join(CACHE, 'old')],
  ['/bench/', PAGES],
  ['/node_modules/idb/', join(ROOT, 'node_modules', 'idb')],
  ['/node_modules/valibot/', join(ROOT, 'node_modules', 'valibot')],
];
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    // Cross-origin isolated, so performance.now() is precise to 5 µs rather than 100 µs.
    const headers = { 'Cache-Control': 'no-store', 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
    const pages = { '/new.html': '/bench/new-engine.js', '/old.html': '/bench/old-engine.js' };
    if (pages[path]) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(benchHtml(pages[path]));
      return;
    }
    const mount = MOUNTS.find(([prefix]) => path.startsWith(prefix));
    const file = mount && normalize(join(mount[1], path.slice(mount[0].length)));
    if (!file || !file.startsWith(mount[1] + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, headers);
      response.end('not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': `${TYPES[extname(file)] ?? 'application/octet-stream'}; charset=utf-8` });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------
// Driving Chromium.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

let origin = '';

function launch(profile) {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    // --expose-gc: the page collects garbage before each timed bet or settlement, as the Node bench did.
    args: [...FLAGS, '--js-flags=--expose-gc'],
  });
}

/** A new page of `context` on a bench page, its modules loaded. */
async function benchPage(context, engine) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/${engine}.html`);
  try {
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 });
  } catch (error) {
    throw new Error(`the ${engine} bench page did not load: ${errors.join('; ') || error.message}`);
  }
  return page;
}

/** Runs `fn(args)` in a new page of `context` (closed after), where fn is a name exported by the engine's page module. */
async function inPage(context, engine, name, ...args) {
  const page = await benchPage(context, engine);
  try {
    return await page.evaluate(({ name, args }) => window.bench[name](...args), { name, args });
  } finally {
    await page.close();
  }
}

/** The CPU profile of one call, as the functions and the code that took the most time themselves. */
async function profiled(context, engine, name, ...args) {
  const page = await benchPage(context, engine);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const result = await page.evaluate(({ name, args }) => window.bench[name](...args), { name, args });
    const { profile } = await cdp.send('Profiler.stop');
    return { result, ...summariseProfile(profile) };
  } finally {
    await page.close();
  }
}

function codeOf(url) {
  if (!url) return 'browser (native, GC, idle)';
  if (url.includes('/valibot/')) return 'valibot';
  if (url.includes('/node_modules/idb/')) return 'idb';
  const path = new URL(url).pathname;
  return path.replace(/^\/(new|old)\//, '').replace(/^\/bench\//, 'scripts/bench-browser/');
}

function summariseProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[index] ?? 0) / 1000));
  const functions = new Map();
  const files = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = codeOf(url);
    const name = `${functionName || '(anonymous)'} ${url ? `${file}:${lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
    files.set(file, (files.get(file) ?? 0) + ms);
    total += ms;
  }
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { totalMs: total, topFunctions: top(functions, 12), topFiles: top(files, 8) };
}

async function diskUsage(path) {
  if (!existsSync(path)) return null;
  const du = spawnSync('du', ['-sb', path], { encoding: 'utf8' });
  return du.status === 0 ? Number(du.stdout.split('\t')[0]) : null;
}

/** The IndexedDB engine at one scale, in its own profile. */
async function benchNew(scale, profile) {
  let context = await launch(profile);
  const row = { engine: 'IndexedDB (lib/storage/idb)', scale };
  try {
    const fillStart = performance.now();
    const filled = await inPage(context, 'new', 'fill', scale, { validate: scale <= 10 });
    row.fillS = (performance.now() - fillStart) / 1000;
    for (const store of Object.keys(filled.expected)) {
      if (filled.counts[store] !== filled.expected[store]) throw new Error(`filled ${filled.counts[store]} ${store}, expected ${filled.expected[store]}`);
    }
    row.counts = filled.counts;
    row.jsonChars = filled.jsonChars;
    row.checked = filled.checked;
    row.estimateAfterFill = await inPage(context, 'new', 'estimate');

    const plan = filled.plan;
    const cold = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const result = await inPage(context, 'new', 'coldStart', plan.playerId);
      if (result.setAside > 0) throw new Error(`the start-up read set ${result.setAside} records aside`);
      if (result.read.markets !== filled.counts.markets || result.read.accounts !== filled.counts.accounts) throw new Error(`the start-up read ${JSON.stringify(result.read)}`);
      cold.push(result.ms);
      row.startupRead = result.read;
    }
    row.coldMs = median(cold);
    row.coldRuns = cold;
    row.breakdown = await inPage(context, 'new', 'startupBreakdown', plan.playerId);
    if (PROFILE_SCALE === scale) row.profile = await profiled(context, 'new', 'coldStart', plan.playerId);

    const bet = await inPage(context, 'new', 'bets', plan.playerId, plan.betMarketIds, BET_RUNS);
    row.betMs = median(bet.times);
    row.betRuns = bet.times;
    const settle = await inPage(context, 'new', 'settlements', plan.settleMarketIds.slice(0, SETTLE_RUNS));
    row.settleMs = median(settle.commitTimes);
    row.settleRuns = settle.commitTimes;
    row.settleReadMs = median(settle.readTimes);
    row.settleSizes = settle.sizes[0];
    row.estimate = await inPage(context, 'new', 'estimate');

    // The same start-up after the browser itself restarted: the database's files are opened afresh.
    const restarted = [];
    for (let run = 0; run < RESTART_RUNS; run += 1) {
      await context.close();
      context = await launch(profile);
      restarted.push((await inPage(context, 'new', 'coldStart', plan.playerId)).ms);
    }
    row.restartMs = median(restarted);
    row.restartRuns = restarted;
    row.browserVersion = await browserVersion(context);
  } finally {
    await context.close();
  }
  row.diskBytes = await diskUsage(join(profile, 'Default', 'IndexedDB'));
  return row;
}

/** The localStorage engine at one scale, in its own profile. */
async function benchOld(scale, profile) {
  let context = await launch(profile);
  const row = { engine: `localStorage (lib/storage at ${OLD_COMMIT})`, scale };
  try {
    const filled = await inPage(context, 'old', 'fill', scale);
    row.chars = filled.chars;
    if (!filled.stored) {
      row.failed = filled.error;
      return row;
    }
    row.counts = filled.expected;
    const plan = filled.plan;
    const cold = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const result = await inPage(context, 'old', 'coldStart');
      if (result.read.positions !== filled.expected.positions || result.read.ledger !== filled.expected.ledger) throw new Error(`the start-up read ${JSON.stringify(result.read)}`);
      cold.push(result.ms);
    }
    row.coldMs = median(cold);
    row.coldRuns = cold;
    const bet = await inPage(context, 'old', 'bets', plan.playerId, plan.betMarketIds, BET_RUNS);
    row.betMs = median(bet.times);
    row.betRuns = bet.times;
    row.firstBetMs = bet.firstMs;
    const settle = await inPage(context, 'old', 'settlements', plan.settleMarketIds.slice(0, SETTLE_RUNS));
    row.settleMs = median(settle.commitTimes);
    row.settleRuns = settle.commitTimes;
    row.settleSizes = settle.sizes[0];
    const restarted = [];
    for (let run = 0; run < RESTART_RUNS; run += 1) {
      await context.close();
      context = await launch(profile);
      restarted.push((await inPage(context, 'old', 'coldStart')).ms);
    }
    row.restartMs = median(restarted);
    row.restartRuns = restarted;
  } finally {
    await context.close();
  }
  return row;
}

async function browserVersion(context) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const { product } = await cdp.send('Browser.getVersion');
  return product;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

const ms = (value) => (value === undefined ? '–' : value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));
const mb = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} kB`);
const count = (value) => value.toLocaleString('en');
const scaleText = (row) => {
  const c = row.counts;
  return c ? `${row.scale}x (${count(c.markets)} m, ${count(c.accounts)} a, ${count(c.positions)} p, ${count(c.ledger)} l)` : `${row.scale}x`;
};

function table(rows) {
  const lines = [
    '| engine | scale | cold start, new page (ms) | cold start, browser restarted (ms) | bet commit (ms) | settle 100 (ms) | stored, browser\'s count | stored, JSON text |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    if (row.failed) {
      const failure = row.failed === 'QuotaExceededError' ? 'QuotaExceeded' : row.failed;
      lines.push(`| ${row.engine} | ${scaleText(row)} | ${failure} | ${failure} | – | – | ${failure}: ${mb(row.chars * 2)} (UTF-16) not stored | ${mb(row.chars)} (${count(row.chars)} chars) |`);
      continue;
    }
    const stored = row.estimate
      ? `${mb(row.estimate.usage)} (storage.estimate usage)`
      : `${mb(row.chars * 2)} (${count(row.chars)} chars × 2, UTF-16)`;
    const json = row.jsonChars !== undefined ? `${mb(row.jsonChars)} (records as JSON)` : `${mb(row.chars)} (the one value)`;
    lines.push(`| ${row.engine} | ${scaleText(row)} | ${ms(row.coldMs)} | ${ms(row.restartMs)} | ${ms(row.betMs)} | ${ms(row.settleMs)} | ${stored} | ${json} |`);
  }
  return lines.join('\n');
}

function details(rows) {
  const lines = [];
  for (const row of rows) {
    if (row.failed) continue;
    const runs = (values) => values.map(ms).join(', ');
    lines.push(`- ${row.engine}, ${row.scale}x:`);
    lines.push(`  - cold start runs: ${runs(row.coldRuns)}; after a restart: ${runs(row.restartRuns)}`);
    lines.push(`  - bet runs: ${runs(row.betRuns)}${row.firstBetMs !== undefined ? `; the first bet after start-up (packs every row), not in the median: ${ms(row.firstBetMs)}` : ''}`);
    const sizes = row.settleSizes;
    lines.push(`  - settle runs: ${runs(row.settleRuns)} (${sizes.positions} positions${sizes.credits !== undefined ? `, ${sizes.credits} win entries, ${sizes.accounts} accounts, 1 market in one commit` : ''})`);
    if (row.settleReadMs !== undefined) lines.push(`  - reading a market's 100 positions by index before settling (readMarketPositions, not in the settle figure): ${ms(row.settleReadMs)} ms`);
    if (row.estimate) {
      const e = row.estimate;
      lines.push(`  - storage.estimate: usage ${mb(row.estimateAfterFill.usage)} after filling, ${mb(e.usage)} at the end (IndexedDB ${e.indexedDB === null ? '?' : mb(e.indexedDB)}), quota ${mb(e.quota)}; the IndexedDB folder on disk: ${row.diskBytes === null ? '?' : mb(row.diskBytes)}; fill ${row.fillS.toFixed(1)} s, ${count(row.checked)} records checked against the engine's schemas`);
      const b = row.breakdown;
      const checks = Object.entries(b.checkMs).map(([store, value]) => `${store} ${ms(value)}`).join(', ');
      lines.push(`  - start-up in parts (another new page): open ${ms(b.openMs)}, reads without checks ${ms(b.readMs)}, checkRecord ${checks} (ms, ${count(b.records)} records); warm: the markets' model schema alone ${ms(b.warmMarketSchemaMs)}, checkRecord ${ms(b.warmMarketCheckMs)}`);
      lines.push(`  - the start-up read: ${Object.entries(row.startupRead).map(([key, value]) => `${key} ${value}`).join(', ')}`);
    }
    if (row.profile) {
      const p = row.profile;
      lines.push(`  - CPU profile of one cold start (${ms(p.result.ms)} ms timed, ${ms(p.totalMs)} ms sampled in the page's thread), self time by code: ${p.topFiles.map(([file, value]) => `${file} ${ms(value)}`).join(', ')}`);
      lines.push(`    top functions: ${p.topFunctions.map(([name, value]) => `${name} ${ms(value)}`).join('; ')}`);
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

const started = performance.now();
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: run bash scripts/ensure-chromium.sh`);
  process.exit(1);
}
const newModules = compileTree(sourcesAt(null), pageEntries('new'), join(CACHE, 'new'));
const oldModules = compileTree(sourcesAt(OLD_COMMIT), pageEntries('old'), join(CACHE, 'old'));
const server = await serve();
origin = `http://127.0.0.1:${server.address().port}`;
const work = mkdtempSync(join(tmpdir(), 'predictoplay-bench-'));
const rows = [];
let version = '?';
try {
  for (const scale of SCALES) {
    const row = await benchNew(scale, join(work, `new-${scale}`));
    version = row.browserVersion ?? version;
    rows.push(row);
    console.error(`IndexedDB ${scale}x done at ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (OLD_SCALES.includes(scale)) {
      rows.push(await benchOld(scale, join(work, `old-${scale}`)));
      console.error(`localStorage ${scale}x done at ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  for (const scale of OLD_SCALES.filter((scale) => !SCALES.includes(scale))) rows.push(await benchOld(scale, join(work, `old-${scale}`)));
} finally {
  server.close();
  rmSync(work, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? '?';
console.log(`# Storage bench in Chromium\n`);
console.log(`Machine: Node ${process.version}, ${version} (headless, ${CHROMIUM}), ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB.`);
console.log(
  `Each engine and scale in its own persistent profile in a temporary folder (disk-based quota, not incognito's in-memory one). Modules: ${newModules} of the working tree's lib/, ${oldModules} of lib/ at ${OLD_COMMIT}. Medians: cold start of ${COLD_RUNS} new pages and ${RESTART_RUNS} browser restarts, ${BET_RUNS} bets, ${SETTLE_RUNS} settlements; times inside the page (performance.now), the commit's transaction complete.\n`,
);
console.log(table(rows));
console.log(`\n1x = 1,000 markets, 100 accounts, 10,000 positions; m/a/p/l: markets, accounts, positions, ledger entries (a bet per position, a welcome and a top-up per account). IndexedDB: cold start = openGameDatabase + loadStartup (markets, accounts, settings, meta and one account's positions and ledger, each record checked); bet = one commitChanges of a position, its entry, the market and the account; settle = one commitChanges of 100 positions, the winners' entries and accounts and the market; stored = navigator.storage.estimate().usage after the timed writes, and the JSON length of every stored record ({ v, rev, value }). localStorage: cold start = the envelope storage's getItem (localStorage.getItem, then GAME_CODEC.decode: parse, migrate, check, unpack); bet and settle = what commitGame did (another tab's check, placeBet or settleMarket, what it added, then GAME_CODEC.encode and setItem); stored = the value's UTF-16 bytes, as Chromium counts them against its localStorage limit.\n`);
console.log(details(rows));
if (!SCALES.includes(100)) console.log('\n100x was not run (its fill alone takes about six minutes here): BENCH_SCALES=1,10,100 npm run bench runs it too.');
console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
