// Every key this app writes to localStorage, in one place. All start with `predictoplay:`.
// Data that could not be read is set aside under `predictoplay:corrupt:<name>:<epoch ms>`.

export const STORAGE_PREFIX = 'predictoplay:';

export const STORAGE_KEYS = {
  session: 'predictoplay:session',
  game: 'predictoplay:game',
} as const;

export const CORRUPT_PREFIX = `${STORAGE_PREFIX}corrupt:`;

export function corruptKeyFor(key: string, timeMs: number): string {
  const name = key.startsWith(STORAGE_PREFIX) ? key.slice(STORAGE_PREFIX.length) : key;
  return `${CORRUPT_PREFIX}${name}:${timeMs}`;
}
