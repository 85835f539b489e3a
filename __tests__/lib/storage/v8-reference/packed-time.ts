// A reference copy of version 8's lib/storage code, for the tests only (see game-spec.ts).
// A stored time: epoch milliseconds when that gives back exactly the text, else the text itself.

/** Epoch milliseconds when the text is exactly what `toISOString` makes of them, else the text. */
export type PackedTime = number | string;

/** `settledAt` markers: 0 for not settled, 1 for settled when the market was resolved. */
export const NOT_SETTLED = 0;
export const AT_RESOLUTION = 1;

// Every write packs every stored time again, and checking that a time is canonical costs more
// than the rest of packing, so each text's answer is remembered: the same strings come back on
// every write. Bounded, so a long session cannot grow it without limit.
const packedTimes = new Map<string, PackedTime>();
const PACKED_TIMES_KEPT = 100_000;

export function packTime(iso: string): PackedTime {
  const known = packedTimes.get(iso);
  if (known !== undefined) return known;
  const ms = Date.parse(iso);
  // 0 and 1 are taken by `settledAt`'s markers, so those two instants stay text.
  const packed = ms > AT_RESOLUTION && new Date(ms).toISOString() === iso ? ms : iso;
  if (packedTimes.size >= PACKED_TIMES_KEPT) packedTimes.clear();
  packedTimes.set(iso, packed);
  return packed;
}

export function unpackTime(time: PackedTime): string {
  return typeof time === 'number' ? new Date(time).toISOString() : time;
}
