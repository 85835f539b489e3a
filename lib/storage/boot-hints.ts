// The little start-up needs before IndexedDB answers, kept in one small localStorage key: when
// the sample catalogue was seeded. A first visit (none) fetches the catalogue while the database
// opens, instead of after. A hint only: the database's own meta record decides, and a hint that
// is missing, unreadable or wrong costs one fetch, never a wrong game.

import { parseJson } from '../json/parse-json';
import { localArea } from './browser-areas';
import { STORAGE_KEYS } from './keys';

export interface BootHints {
  seededAt: string | null;
}

export function readBootHints(): BootHints {
  let text: string | null = null;
  try {
    text = localArea()?.getItem(STORAGE_KEYS.boot) ?? null;
  } catch {
    // Refused: treated as a first visit.
  }
  const parsed = parseJson(text ?? 'null');
  const seededAt = parsed.ok ? (parsed.value as { seededAt?: unknown } | null)?.seededAt : null;
  return { seededAt: typeof seededAt === 'string' ? seededAt : null };
}

export function writeBootHints(hints: BootHints): void {
  try {
    localArea()?.setItem(STORAGE_KEYS.boot, JSON.stringify(hints));
  } catch {
    // Refused or full: the next start fetches the catalogue alongside, which is all a hint saves.
  }
}
