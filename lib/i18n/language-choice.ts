// The language a player chose, kept in this browser, and the tiny script that honours it before
// the first paint. The script is inlined into every page's <head> (its hash is in the page's
// security policy, see scripts/csp): it runs before any text is drawn, so no page ever flashes in
// the wrong language. It keeps the path, the query and the fragment (league links live in it).
import { BASE_LOCALE, LOCALES, type Locale } from './locale';

/** localStorage key of the chosen language ('en', 'hi'); absent until the player chooses. */
export const LANGUAGE_CHOICE_KEY = 'predictoplay-language';

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Remembers the player's choice; a storage that throws only means the choice is not kept. */
export function saveLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Private mode or a full storage: the page still switches, only the choice is not remembered.
  }
}

/**
 * Which language a visit should be in, from the saved choice, else the browser's ranked languages
 * (a language of this site ranked above English), else the language of the page. Pure, for the tests; the
 * inline script below is the same rule written small.
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

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

/**
 * The inline <head> script. ES5 and self-contained: it runs before Next's bundles. On a redirect
 * it hides the page first, so not one frame of the old language is painted.
 */
export const LANGUAGE_SCRIPT = `(function(){try{var L=${JSON.stringify(OTHER_LOCALES)},B=${JSON.stringify(BASE_LOCALE)},K=${JSON.stringify(LANGUAGE_CHOICE_KEY)},p=location.pathname,c=B,r=p,i,w=null;for(i=0;i<L.length;i++){if(p==="/"+L[i]||p.indexOf("/"+L[i]+"/")===0){c=L[i];r=p.slice(L[i].length+1)||"/"}}try{w=localStorage.getItem(K)}catch(e){}if(w!==B&&L.indexOf(w)<0){w=null;var n=navigator.languages||[navigator.language||""];for(i=0;i<n.length&&!w;i++){var t=String(n[i]).toLowerCase().split("-")[0];if(t===B)break;if(L.indexOf(t)>=0)w=t}}if(w&&w!==c){document.documentElement.style.visibility="hidden";location.replace((w===B?"":"/"+w)+(w!==B&&r==="/"?"/":r)+location.search+location.hash)}}catch(e){}})()`;
