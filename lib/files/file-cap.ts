// How big a file the app will read: update, key, picks and backup files are refused above this
// before a byte of them is read, so a huge or endless file cannot stall or exhaust the tab (or
// the league CLI). An update file is signed and compressed (its reader inflates at most 1 MB), and
// a key file or a backup holds one player's or one league's records, so 5 MB leaves them room.

/** 5 MB, in bytes as a file's `size` counts them. */
export const MAX_FILE_BYTES = 5 * 1000 * 1000;

export interface FileTooLarge {
  reason: 'file-too-large';
  /** The cap it is over, for the words. */
  maxBytes: number;
}

/** Why a file of `size` bytes must not be read, or null when it may be. */
export function fileTooLarge(size: number, maxBytes = MAX_FILE_BYTES): FileTooLarge | null {
  return size > maxBytes ? { reason: 'file-too-large', maxBytes } : null;
}
