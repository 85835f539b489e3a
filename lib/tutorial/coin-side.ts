// How a toss's byte reads as a coin: its own module, so a card can say how the coin landed
// without loading the settlement.

export type CoinSide = 'heads' | 'tails';

/** Half the bytes each way: below 128 the coin lands heads. */
export function coinSide(byte: number): CoinSide {
  return byte < 128 ? 'heads' : 'tails';
}
