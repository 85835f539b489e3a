// Compiles the message catalogues (messages/<locale>/*.json) into lib/i18n/paraglide: one small
// function per message, so a bundle carries only the messages its code calls. Each export is built
// for one language (NEXT_PUBLIC_LOCALE, fixed at build time, see scripts/build.sh): the compiled
// messages read it as a constant, so the minifier keeps that language's text and drops the others'.
// Run by `npm run build`, `npm ci` (postinstall) and Jest's global setup when a catalogue changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'lib', 'i18n', 'paraglide');
const STAMP = join(OUT, '.compiled-from');

function newestCatalogue() {
  // This script too: a change to what it writes compiles again.
  const files = [join(ROOT, 'project.inlang', 'settings.json'), import.meta.filename];
  for (const locale of readdirSync(join(ROOT, 'messages'))) {
    for (const file of readdirSync(join(ROOT, 'messages', locale))) files.push(join(ROOT, 'messages', locale, file));
  }
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

// The compiler reads the static locale through its runtime module (a function call the minifier
// cannot see through), so each message would still carry every language. Written as the constant
// itself inside each message, the minifier folds the language test and drops the other texts.
const STATIC_LOCALE = '(process.env.NEXT_PUBLIC_LOCALE || "en")';
const LOCALE_LOOKUP = 'const locale = experimentalStaticLocale ?? options.locale ?? getLocale()';
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";

function fixLocaleInEachMessage() {
  const folder = join(OUT, 'messages');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js') && !name.startsWith('_'))) {
    const path = join(folder, file);
    const code = readFileSync(path, 'utf8');
    if (!code.includes(LOCALE_LOOKUP)) throw new Error(`lib/i18n/paraglide/messages/${file}: the compiled locale lookup changed; update scripts/i18n-compile.mjs.`);
    // Without the lookup the runtime module is not needed, and importing it would bring its ~1 kB along.
    const fixed = code.replace(LOCALE_LOOKUP, `const locale = ${STATIC_LOCALE}`).replace(RUNTIME_IMPORT, '');
    if (/^import .*'\.\.\/runtime\.js'/m.test(fixed)) throw new Error(`lib/i18n/paraglide/messages/${file} still imports the runtime; update scripts/i18n-compile.mjs.`);
    writeFileSync(path, fixed);
  }
}

/**
 * The languages, for lib/i18n/locale.ts, without the runtime module: generated from the settings.
 * Each language's name in itself ('हिन्दी') is worked out here, in Node: a browser's first
 * Intl.DisplayNames loads its language data, 18 to 31 ms of the main thread on this machine's
 * Chromium (four times that on Lighthouse's slowed phone), on every page that shows the switch.
 */
function writeLocales() {
  const { baseLocale, locales } = JSON.parse(readFileSync(join(ROOT, 'project.inlang', 'settings.json'), 'utf8'));
  const names = Object.fromEntries(locales.map((locale) => [locale, new Intl.DisplayNames([locale], { type: 'language' }).of(locale)]));
  writeFileSync(
    join(OUT, 'locales.js'),
    `export const baseLocale = ${JSON.stringify(baseLocale)};\nexport const locales = ${JSON.stringify(locales)};\nexport const languageNames = ${JSON.stringify(names)};\n`,
  );
  writeFileSync(
    join(OUT, 'locales.d.ts'),
    `export declare const baseLocale: ${JSON.stringify(baseLocale)};\nexport declare const locales: readonly [${locales.map((locale) => JSON.stringify(locale)).join(', ')}];\nexport declare const languageNames: Readonly<Record<string, string | undefined>>;\n`,
  );
}

export function compileMessages({ ifChanged = false } = {}) {
  const newest = String(newestCatalogue());
  if (ifChanged && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === newest) return false;
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'paraglide-js'),
    [
      'compile',
      ...['--project', './project.inlang', '--outdir', './lib/i18n/paraglide', '--strategy', 'baseLocale'],
      ...['--emit-ts-declarations', '--no-emit-readme', '--silent'],
      // A build's one language; Jest and `next dev` without it speak English.
      ...['--experimental-static-locale', STATIC_LOCALE],
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  fixLocaleInEachMessage();
  writeLocales();
  writeFileSync(STAMP, newest);
  return true;
}

if (process.argv[1] === import.meta.filename) compileMessages({ ifChanged: process.argv.includes('--if-changed') });
