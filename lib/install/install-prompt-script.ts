// The tiny script the root layout inlines into every page's <head> (its hash joins the page's
// security policy, see scripts/csp). Chromium fires `beforeinstallprompt` once per page load, often
// before React has hydrated: caught here, the event is kept on window until the install card asks
// for it, and Chrome's own mini-infobar is held back so the offer comes after a whole round.
// `appinstalled` is remembered in the card's key, written raw like the language key, whichever
// page the app was installed from.
import { INSTALL_CARD_KEY } from './install-memory';

/** Where the kept event waits. */
export const INSTALL_PROMPT_GLOBAL = 'predictoplayInstallPrompt';

/** ES5 and self-contained: it runs before Next's bundles. */
export const INSTALL_PROMPT_SCRIPT = `(function(){var w=window;w.addEventListener("beforeinstallprompt",function(e){e.preventDefault();w[${JSON.stringify(INSTALL_PROMPT_GLOBAL)}]=e});w.addEventListener("appinstalled",function(){w[${JSON.stringify(INSTALL_PROMPT_GLOBAL)}]=null;try{localStorage.setItem(${JSON.stringify(INSTALL_CARD_KEY)},"installed")}catch(e){}})})()`;
