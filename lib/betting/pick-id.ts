// A league bet's id, which is its pick id: `<playerId>.<16 hex digits>`. The 64-bit part comes from
// two of the operation's own ids (each about 62 random bits in the store; recorded, so a replayed
// operation makes the same pick id), mixed into 64 bits: random enough that a backup restored on a
// second phone never makes an id the first one made.

import { newPickId as pickIdOf, PICK_RANDOM_BYTES } from '../league/picks/pick-id';

const MASK = (BigInt(1) << BigInt(64)) - BigInt(1);
const FNV_OFFSET = BigInt('0xcbf29ce484222325');
const FNV_PRIME = BigInt('0x100000001b3');

/** FNV-1a over the text, then splitmix64's finaliser, so every input bit moves every output bit. */
function mix64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index += 1) hash = ((hash ^ BigInt(text.charCodeAt(index))) * FNV_PRIME) & MASK;
  hash = ((hash ^ (hash >> BigInt(30))) * BigInt('0xbf58476d1ce4e5b9')) & MASK;
  hash = ((hash ^ (hash >> BigInt(27))) * BigInt('0x94d049bb133111eb')) & MASK;
  return hash ^ (hash >> BigInt(31));
}

/** The pick id of a new league bet by `playerId`, its random part from two fresh operation ids. */
export function newPickId(playerId: string, newId: () => string): string {
  const mixed = mix64(`${newId()}|${newId()}`);
  const bytes = new Uint8Array(PICK_RANDOM_BYTES);
  for (let index = 0; index < PICK_RANDOM_BYTES; index += 1) bytes[PICK_RANDOM_BYTES - 1 - index] = Number((mixed >> BigInt(8 * index)) & BigInt(0xff));
  // One shape of pick id, written in one place.
  return pickIdOf(playerId, bytes);
}
