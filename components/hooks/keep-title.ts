'use client';

/**
 * Applies `retitle` to the document's title now and whenever the head changes it (Next writes each
 * page's exported title into the head, sometimes after the page knows better). Returns the stop.
 */
export function keepTitle(retitle: (title: string) => string): () => void {
  const apply = () => {
    const next = retitle(document.title);
    if (next !== document.title) document.title = next;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
