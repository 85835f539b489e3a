// The tiny script that honours a language choice before the first paint, apart from
// language-choice.ts so the client bundles that switch languages do not carry its text. The root
// layout inlines it into every page's <head> (its hash is in the page's security policy, see
// scripts/csp): it runs before any text is drawn, so no page ever flashes in the wrong language.
// It keeps the path, the query and the fragment (league links live in it).
import { LANGUAGE_CHOICE_KEY } from './language-choice';
import { BASE_LOCALE, LOCALES } from './locale';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

/**
 * The inline <head> script. ES5 and self-contained: it runs before Next's bundles. On a redirect
 * it hides the page first, so not one frame of the old language is painted.
 */
export const LANGUAGE_SCRIPT = `(function(){try{var L=${JSON.stringify(OTHER_LOCALES)},B=${JSON.stringify(BASE_LOCALE)},K=${JSON.stringify(LANGUAGE_CHOICE_KEY)},p=location.pathname,c=B,r=p,i,w=null;for(i=0;i<L.length;i++){if(p==="/"+L[i]||p.indexOf("/"+L[i]+"/")===0){c=L[i];r=p.slice(L[i].length+1)||"/"}}try{w=localStorage.getItem(K)}catch(e){}if(w!==B&&L.indexOf(w)<0){w=null;var n=navigator.languages||[navigator.language||""];for(i=0;i<n.length&&!w;i++){var t=String(n[i]).toLowerCase().split("-")[0];if(t===B)break;if(L.indexOf(t)>=0)w=t}}if(w&&w!==c){document.documentElement.style.visibility="hidden";location.replace((w===B?"":"/"+w)+(w!==B&&r==="/"?"":r)+location.search+location.hash)}}catch(e){}})()`;
