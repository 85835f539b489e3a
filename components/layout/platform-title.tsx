'use client';

import { useEffect, useRef } from 'react';
import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';
import { useGameStore } from '@/lib/store/game-store';
import { keepTitle } from '../hooks/keep-title';

const DEFAULT_NAME = DEFAULT_SETTINGS.platformName;

/**
 * 'Wallet · PredictoPlay' becomes 'Wallet · <name>', and the home title starts with the name.
 * `previous` is the name this tab applied last, so a rename while the page is open is followed too.
 */
export function retitle(title: string, name: string, previous: string = DEFAULT_NAME): string {
  for (const from of new Set([DEFAULT_NAME, previous])) {
    if (from === name) continue;
    if (title.endsWith(` · ${from}`)) return `${title.slice(0, -from.length)}${name}`;
    if (title.startsWith(`${from}:`)) return `${name}${title.slice(from.length)}`;
  }
  return title;
}

/**
 * Puts the admin's platform name into the page title. The exported pages carry the default
 * name, and Next sets each page's title on navigation, so the title is rewritten whenever it
 * changes; a rewritten title no longer matches, so this never loops.
 */
export function PlatformTitle() {
  const name = useGameStore((state) => state.settings.platformName);
  const applied = useRef(DEFAULT_NAME);
  useEffect(() => {
    const previous = applied.current;
    applied.current = name;
    return keepTitle((title) => retitle(title, name, previous));
  }, [name]);
  return null;
}
