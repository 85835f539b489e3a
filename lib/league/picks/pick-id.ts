// A pick's id: the player's id, a dot and 64 random bits in lowercase hex. The player's part makes
// ids of different players distinct and lets a card's reader check each pick is the signer's own;
// the random part keeps two phones restored from one backup from ever choosing the same id.

export const PICK_RANDOM_BYTES = 8;

/** `${playerId}.${16 lowercase hex}` from 8 random bytes (the caller draws them: lib never reaches for randomness). */
export function newPickId(playerId: string, random64: Uint8Array): string {
  if (random64.length !== PICK_RANDOM_BYTES) throw new RangeError(`A pick id takes ${PICK_RANDOM_BYTES} random bytes`);
  const hex = Array.from(random64, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${playerId}.${hex}`;
}

/** The player part of a pick id: everything before its dot. */
export function playerIdOfPick(pickId: string): string {
  const dot = pickId.indexOf('.');
  return dot < 0 ? pickId : pickId.slice(0, dot);
}
