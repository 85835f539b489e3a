'use client';

import { useEffect } from 'react';
import { DEFAULT_SETTINGS } from '@/lib/game-data';
import { useGameStore } from '@/lib/store/game-store';

const DEFAULT_NAME = DEFAULT_SETTINGS.platformName;

/** 'Wallet · PredictoPlay' becomes 'Wallet · <name>', and the home title starts with the name. */
export function retitle(title: string, name: string): string {
  if (name === DEFAULT_NAME) return title;
  if (title.endsWith(` · ${DEFAULT_NAME}`)) return `${title.slice(0, -DEFAULT_NAME.length)}${name}`;
  if (title.startsWith(`${DEFAULT_NAME}:`)) return `${name}${title.slice(DEFAULT_NAME.length)}`;
  return title;
}

/**
 * Puts the admin's platform name into the page title. The exported pages carry the default
 * name, and Next sets each page's title on navigation, so the title is rewritten whenever it
 * changes; a rewritten title no longer matches, so this never loops.
 */
export function PlatformTitle() {
  const name = useGameStore((state) => state.settings.platformName);
  useEffect(() => {
    const apply = () => {
      const next = retitle(document.title, name);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
  return null;
}
