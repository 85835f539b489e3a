// How big a season file may be: small enough to read, check and sign at once. Apart from the
// readers so that a screen can refuse a file by its size without loading them.

/** A season CSV's size cap in bytes, checked on the file before it is read. */
export const SEASON_FILE_MAX_BYTES = 1_000_000;

/** At most this many rows below the header. */
export const SEASON_MAX_ROWS = 5_000;
