// The stored versions, apart from the specs so that the stores can name them without loading
// the schemas: those load with the first read.

export const GAME_VERSION = 8;
export const SESSION_VERSION = 1;

/**
 * The version of a backup file of plain records. It counts on from the game's versions, past 9
 * (MOVED_TO_INDEXEDDB_VERSION, never a backup's): 10 carries the player's leagues, 11 their
 * memberships and, when the player asks, the leagues they run with their keys. A file of a
 * higher version is a newer app's and is refused as such, never read as broken.
 */
export const BACKUP_VERSION = 11;

/**
 * The version of the small envelope that replaces the game's localStorage value once the game
 * has moved to IndexedDB (lib/storage/idb/migrate-from-local-storage.ts). Higher than any game
 * envelope, so a tab still running older code treats the key as a newer app's and leaves it be.
 */
export const MOVED_TO_INDEXEDDB_VERSION = 9;
