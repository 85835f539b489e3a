// The language a player chose, kept in this browser (lib/store/language-choice.ts saves it,
// language-script.ts honours it before the first paint), and the rule that picks a visit's language.
import { BASE_LOCALE, LOCALES, type Locale } from './locale';
import { languageNames } from './paraglide/locales';

/**
 * The storage key of the chosen language ('en', 'hi'); absent until the player chooses. Declared
 * here because the pre-paint script reads it; lib/storage/keys.ts lists it with every other key.
 */
export const LANGUAGE_CHOICE_KEY = 'predictoplay:language';

/**
 * A language's name in itself, as the switch shows it ('हिन्दी', 'English', 'मराठी'): a new
 * language needs no entry here. The site's languages are named at build time
 * (scripts/i18n-compile.mjs), so a page never pays for the browser's language data.
 */
export function languageName(locale: Locale): string {
  return languageNames[locale] ?? new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/**
 * Which language a visit should be in, from the saved choice, else the browser's ranked languages
 * (a language of this site ranked above English), else the language of the page. Pure, for the tests; the
 * inline script (language-script.ts) is the same rule written small.
 */
export function languageForVisit(saved: string | null, browserLanguages: readonly string[], pageLocale: Locale): Locale {
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  // Without a choice, only a language the browser ranks above English moves the visit; an
  // English browser opening a shared Hindi link stays on it.
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === BASE_LOCALE) return pageLocale;
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return pageLocale;
}
