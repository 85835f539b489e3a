'use client';

import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH, searchWordsOf, withSearchWords } from '@/lib/market/search-words';
import { SearchBox } from './search-box';

// The list, its filters and the cards load on demand: until they arrive, the exported HTML's
// preview of the first cards stands (issue 33), so none of their code is in Home's first load.
const TrendingPredictions = lazy(() => import('./trending-predictions').then((module) => ({ default: module.TrendingPredictions })));

/**
 * Home's list as a page first loads it. The search box is hydrated at once, outside the list's
 * lazy boundary, so words typed while the page loads are kept: hydration leaves what the box
 * shows, and the state takes it from there. The URL's words come in the same way; what is typed
 * goes to the URL as it is typed, so a reload or a shared link keeps it.
 */
export function LiveTrending({ preview }: { preview: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState('');
  const typedBeforeLoad = useRef('');
  const searchRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const typed = (searchRef.current?.value ?? '').slice(0, SEARCH_MAX_LENGTH);
    typedBeforeLoad.current = typed;
    setQuery(typed !== '' ? typed : searchWordsOf(window.location.search));
  }, []);
  // Words typed before the page was ready reach the URL once the router can take them.
  useEffect(() => {
    if (typedBeforeLoad.current !== '') router.replace(`${pathname}${withSearchWords(window.location.search, typedBeforeLoad.current)}`, { scroll: false });
  }, [router, pathname]);

  const search = (words: string) => {
    setQuery(words);
    router.replace(`${pathname}${withSearchWords(window.location.search, words)}`, { scroll: false });
  };
  return (
    <div className="space-y-3 sm:space-y-6">
      <SearchBox ref={searchRef} value={query} onChange={search} />
      <Suspense fallback={preview}>
        <TrendingPredictions query={query} onQueryChange={setQuery} preview={preview} />
      </Suspense>
    </div>
  );
}
