'use client';

import { useEffect } from 'react';
import { useGameStore } from '@/lib/store/game-store';
import { keepTitle } from './keep-title';

/**
 * Titles a page whose subject is known only in the browser (the detail page's question), as
 * '<title> · <platform name>'. Null leaves the exported title alone, e.g. while still loading.
 * Next writes the page's exported title into the head when its metadata arrives, which can be
 * after the subject is known, so the title is set again whenever the head changes it.
 * Nothing is restored on leaving: the next page's own title replaces this one.
 */
export function useDocumentTitle(title: string | null) {
  const name = useGameStore((state) => state.settings.platformName);
  useEffect(() => {
    if (title === null) return;
    const wanted = `${title} · ${name}`;
    return keepTitle(() => wanted);
  }, [title, name]);
}
