'use client';

import { useEffect } from 'react';
import { useGameStore } from '@/lib/store/game-store';

/**
 * Titles a page whose subject is known only in the browser (the detail page's question), as
 * '<title> · <platform name>'. Null leaves the exported title alone, e.g. while still loading.
 * Nothing is restored on leaving: the next page's own title replaces this one.
 */
export function useDocumentTitle(title: string | null) {
  const name = useGameStore((state) => state.settings.platformName);
  useEffect(() => {
    if (title !== null) document.title = `${title} · ${name}`;
  }, [title, name]);
}
