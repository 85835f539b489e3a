// A record set aside: kept whole, with where it came from, why and when, so nothing read is
// trusted and nothing is lost. The quarantine store keys them by a number it counts up.

export type QuarantineReason =
  /** It failed its store's schema (or was no stored record at all). */
  | 'invalid'
  /** It carries a record version newer than this code knows. */
  | 'newer-version'
  /** A game found in the old localStorage key after the move to IndexedDB: written by a tab of older code. */
  | 'written-after-move'
  /** Sound on its own, but set aside with a damaged record of its league (league-damage.ts), which the problem names. */
  | 'with-its-league';

export interface QuarantinedRecord {
  /** Given by the store on insertion. */
  id?: number;
  /** The object store it was read from, or the localStorage key for a game written after the move. */
  from: string;
  key: string;
  reason: QuarantineReason;
  /** The schema's issues or the version found, in words for whoever looks into it. */
  problem: string;
  /** When it was set aside (ISO). */
  at: string;
  /** Exactly what was stored. */
  record: unknown;
}
