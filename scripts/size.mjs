// Prints each exported route's first-load JS as a modern browser loads it: every <script src>
// in the route's HTML except `noModule` ones, each gzipped at level 9, summed. Fails the run
// when a route is over budget (the house budget: 160 kB gzip). Every language's pages are listed
// (English at /, Hindi at /hi/…).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'out';
const { baseLocale, locales } = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
const LOCALE_COPIES = new Set(locales.filter((locale) => locale !== baseLocale).map((locale) => `/${locale}`));
const BUDGET_KB = 160;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function scriptSources(html) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src) => src && src.startsWith('/'));
}

const gzipCache = new Map();
function gzipKb(src) {
  if (!gzipCache.has(src)) {
    const file = join(OUT, src.split('?')[0]);
    gzipCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length / 1000);
  }
  return gzipCache.get(src);
}

let failed = false;
const rows = htmlFiles(OUT)
  .map((file) => {
    const sources = [...new Set(scriptSources(readFileSync(file, 'utf8')))];
    const kb = sources.reduce((sum, src) => sum + gzipKb(src), 0);
    return { route: '/' + relative(OUT, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '$1'), kb, scripts: sources.length };
  })
  // out/hi.html is out/hi/index.html again (so '/hi' needs no redirect): listed once, as /hi/.
  .filter((row) => !LOCALE_COPIES.has(row.route))
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(`First-load JS per route (gzip -9, budget ${BUDGET_KB} kB)`);
for (const row of rows) {
  const over = row.kb > BUDGET_KB;
  failed ||= over;
  console.log(`${over ? 'OVER' : '  ok'}  ${row.route.padEnd(20)} ${row.kb.toFixed(1).padStart(7)} kB  (${row.scripts} scripts)`);
}
if (rows.length === 0) {
  console.error('No exported HTML found in out/: run `npm run build` first.');
  process.exit(1);
}
if (failed) {
  console.error(`At least one route is over the ${BUDGET_KB} kB budget.`);
  process.exit(1);
}
