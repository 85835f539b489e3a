// The language this build speaks. The export is built once per language (scripts/build.sh): English
// at the site's root, every other language under its own path (/hi/…) with NEXT_PUBLIC_LOCALE set,
// so each page's bundle carries its own language's words and nothing else. Next inlines the value
// at build time; Jest and `next dev` without it speak English.
import { LOCALE_SETTING } from '../config';
import { baseLocale, locales } from './paraglide/locales';

export type Locale = (typeof locales)[number];

export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** This build's language. */
export const LOCALE: Locale = isLocale(LOCALE_SETTING) ? LOCALE_SETTING : BASE_LOCALE;

/** The BCP 47 tag dates and numbers are written in: India's English or Hindi. */
export const LOCALE_TAG: string = `${LOCALE}-IN`;

/** Where a language's pages live: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? '' : `/${locale}`;
}

/**
 * The same page in another language: `path` is this build's own path without its prefix
 * ('/wallet', '/prediction?id=3#x'); the query and fragment are kept as they are.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  // The home page is '/hi' (served as is; '/hi/' answers with a redirect to it), as Next's links write it.
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The path without any language prefix: '/hi/wallet' → '/wallet', '/hi' → '/'. */
export function pathWithoutLocale(path: string): string {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (path === prefix) return '/';
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) {
      const rest = path.slice(prefix.length);
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
  }
  return path;
}

/** The page's <html lang>: India's English on English pages ('en-IN'), the language itself on others ('hi'). */
export const HTML_LANG: string = LOCALE === BASE_LOCALE ? `${LOCALE}-IN` : LOCALE;
