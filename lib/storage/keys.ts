// Every key this app writes to the browser's storage, in one place. All start with `predictoplay:`.

import { LANGUAGE_CHOICE_KEY } from '../i18n/language-choice';
import { INSTALL_CARD_KEY } from '../install/install-memory';
// Data that could not be read is set aside under `predictoplay:corrupt:<name>:<epoch ms>`.

export const STORAGE_PREFIX = 'predictoplay:';

export const STORAGE_KEYS = {
  /** Read raw, too, by the pre-paint script that marks a browser holding no login (lib/storage/session-mark-script.ts). */
  session: 'predictoplay:session',
  game: 'predictoplay:game',
  /** The last deploy this browser ran, so its first page of a new one can say 'Updated'. */
  deploy: 'predictoplay:deploy',
  /** What start-up must know before IndexedDB answers: whether the sample catalogue was seeded. */
  boot: 'predictoplay:boot',
  /** The language the player chose with the switch; read raw by the pre-paint script (lib/i18n/language-script.ts). */
  language: LANGUAGE_CHOICE_KEY,
  /** 'dismissed' or 'installed' once the home-screen card has had its answer; written raw by the head script too (lib/install/install-prompt-script.ts). */
  installCard: INSTALL_CARD_KEY,
} as const;

/** Keys of sessionStorage, which lasts the tab's visit only. */
export const SESSION_KEYS = {
  dismissedNotices: 'predictoplay:dismissed-notices',
} as const;

/** The IndexedDB database that holds the game record by record (lib/storage/idb). */
export const DATABASE_NAME = 'predictoplay';

/** The BroadcastChannel on which a tab announces the records it changed. */
export const CHANGES_CHANNEL = 'predictoplay';

export const CORRUPT_PREFIX = `${STORAGE_PREFIX}corrupt:`;

/** What every set-aside copy of `key` starts with, whatever its time. */
export function corruptPrefixFor(key: string): string {
  const name = key.startsWith(STORAGE_PREFIX) ? key.slice(STORAGE_PREFIX.length) : key;
  return `${CORRUPT_PREFIX}${name}:`;
}

export function corruptKeyFor(key: string, timeMs: number): string {
  return `${corruptPrefixFor(key)}${timeMs}`;
}
