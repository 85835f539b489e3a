// Home's search words in the URL (?q=), apart from the rest of the filters (market-filters.ts): the
// search box is hydrated with the page's first load, before the list's code arrives (issue 33),
// and needs only this.

/** Longer than any question's words need; a longer `?q=` is cut, not trusted. */
export const SEARCH_MAX_LENGTH = 100;

/** The words a location's query string (`?…`) searches for, trimmed and cut to the limit. */
export function searchWordsOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** `search` with its words replaced by `words` (none when blank), every other parameter kept as it was. */
export function withSearchWords(search: string, words: string): string {
  const params = new URLSearchParams(search);
  const trimmed = words.trim().slice(0, SEARCH_MAX_LENGTH);
  if (trimmed) params.set('q', trimmed);
  else params.delete('q');
  const text = params.toString();
  return text ? `?${text}` : '';
}
