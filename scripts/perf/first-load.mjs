// Each exported route's first-load JS as a modern browser loads it: every <script src> in the
// route's HTML except `noModule` ones (the legacy polyfill a modern browser skips), each gzipped at
// level 9, summed. Every language's pages are counted (English at /, Hindi at /hi/…).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 33's budget: an empty Next 16 export is about 135 kB, so a route has about 15 of its own. */
export const BUDGET_KB = 150;

const SETTINGS = new URL('../../project.inlang/settings.json', import.meta.url);

/** '/hi' and the like: each is a copy of /hi/index.html (so '/hi' needs no redirect), listed once. */
function localeCopies() {
  const { baseLocale, locales } = JSON.parse(readFileSync(SETTINGS, 'utf8'));
  return new Set(locales.filter((locale) => locale !== baseLocale).map((locale) => `/${locale}`));
}

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The same-origin scripts a modern browser fetches for this HTML, in order, once each. */
export function scriptSources(html) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  const sources = tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src) => src !== undefined && src.startsWith('/'));
  return [...new Set(sources)];
}

/** One row per exported page, sorted by route: `{ route, kb, scripts, over }`. */
export function firstLoadRows(outDir, { budgetKb = BUDGET_KB } = {}) {
  const copies = localeCopies();
  const gzipKb = new Map();
  const sizeOf = (src) => {
    if (!gzipKb.has(src)) gzipKb.set(src, gzipSync(readFileSync(join(outDir, src.split('?')[0])), { level: 9 }).length / 1000);
    return gzipKb.get(src);
  };
  return htmlFiles(outDir)
    .map((file) => {
      const sources = scriptSources(readFileSync(file, 'utf8'));
      const kb = sources.reduce((sum, src) => sum + sizeOf(src), 0);
      const route = '/' + relative(outDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
      return { route, kb, scripts: sources.length, over: kb > budgetKb };
    })
    .filter((row) => !copies.has(row.route))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Libraries no first paint uses, by a string each leaves in its bundled code: storage (idb) and
 * its schemas (valibot), the dialogs (Radix), the toasts (sonner) and the invite QR (lean-qr) load
 * on demand. A first-load chunk carrying one fails `npm run size`, whatever its size.
 */
export const ON_DEMAND_LIBRARIES = {
  valibot: /\bValiError\b/,
  idb: /\bonupgradeneeded\b|\bupgradeneeded\b/,
  '@radix-ui/react-dialog': /\bDismissableLayer\b|data-radix-/,
  sonner: /data-sonner-toaster/,
  'lean-qr': /\blean-qr\b|correctionLevel/,
};

/** `{ route, library, src }` for each on-demand library found in a route's first-load scripts. */
export function onDemandLibrariesInFirstLoad(outDir) {
  const copies = localeCopies();
  const found = [];
  const seen = new Map();
  for (const file of htmlFiles(outDir)) {
    const route = '/' + relative(outDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
    if (copies.has(route)) continue;
    for (const src of scriptSources(readFileSync(file, 'utf8'))) {
      if (!seen.has(src)) {
        const text = readFileSync(join(outDir, src.split('?')[0]), 'utf8');
        seen.set(src, Object.entries(ON_DEMAND_LIBRARIES).filter(([, mark]) => mark.test(text)).map(([library]) => library));
      }
      for (const library of seen.get(src)) found.push({ route, library, src });
    }
  }
  return found;
}
