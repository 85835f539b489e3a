// Which of the detail page's static previews shows (issue 33). The exported /prediction page is one
// file for every ?id=, so it carries a preview per question a build knows, all hidden; before the
// first paint a tiny inline script (its hash in the page's security policy) names the question of
// ?id= on <html>, and CSS shows the matching preview, or a skeleton when there is none. The live
// page sets the same mark when it is reached by a link inside the app, which runs no inline script.

/** The attribute on <html> naming the question whose preview shows. */
export const PREVIEW_CHOICE_ATTRIBUTE = 'data-question';

/** Ids a preview is drawn for: those that are safe, unquoted, inside a CSS selector's string and a script's array. */
const PREVIEWABLE_ID = /^[A-Za-z0-9._-]{1,100}$/;

export function isPreviewableId(id: string): boolean {
  return PREVIEWABLE_ID.test(id);
}

/** The question `search` (a location's `?…`) asks for, when a preview of it is among `ids`; else null. */
export function previewChoice(search: string, ids: readonly string[]): string | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && ids.includes(id) ? id : null;
}

/** Marks `root` (the <html> element) with the previewed question of `search`, or clears the mark. */
export function markPreviewChoice(root: Pick<Element, 'setAttribute' | 'removeAttribute'>, search: string, ids: readonly string[]): void {
  const id = previewChoice(search, ids);
  if (id === null) root.removeAttribute(PREVIEW_CHOICE_ATTRIBUTE);
  else root.setAttribute(PREVIEW_CHOICE_ATTRIBUTE, id);
}

/** The inline script: markPreviewChoice in plain ES5, run while the page is parsed, before it is painted. */
export function previewChoiceScript(ids: readonly string[]): string {
  const known = JSON.stringify(ids.filter(isPreviewableId));
  return `(function(){try{var d=document.documentElement,i=new URLSearchParams(location.search).get("id");if(i!==null&&${known}.indexOf(i)>=0)d.setAttribute("${PREVIEW_CHOICE_ATTRIBUTE}",i);else d.removeAttribute("${PREVIEW_CHOICE_ATTRIBUTE}")}catch(e){}})()`;
}

/** The class of every preview's box, and of the skeleton shown when none matches. */
export const PREVIEW_CLASS = 'question-preview';
export const PREVIEW_SKELETON_CLASS = 'question-preview-skeleton';

/** The CSS that shows the chosen preview: every preview hidden, the one named on <html> shown, the skeleton only while none is. */
export function previewStyles(ids: readonly string[]): string {
  const shown = ids.filter(isPreviewableId).map((id) => `html[${PREVIEW_CHOICE_ATTRIBUTE}="${id}"] .${PREVIEW_CLASS}[data-preview="${id}"]`);
  return [
    `.${PREVIEW_CLASS}{display:none}`,
    ...(shown.length > 0 ? [`${shown.join(',')}{display:block}`] : []),
    `html[${PREVIEW_CHOICE_ATTRIBUTE}] .${PREVIEW_SKELETON_CLASS}{display:none}`,
  ].join('');
}
