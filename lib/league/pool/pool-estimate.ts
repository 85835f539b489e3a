// What a win would pay now in a league that shares the pool, at the counted crowd: the estimate a
// card and the bet dialog show. Apart from the payouts (pool-payouts.ts) so the cards load only this.

/** What a win would pay now on `choice` for `stake` more coins at the crowd: about `times`×, `pays` coins. */
export function poolEstimate(crowd: { yesCoins: number; noCoins: number; keptCoins?: number }, choice: 'YES' | 'NO', stake: number): { pays: number; times: number } {
  const onSide = (choice === 'YES' ? crowd.yesCoins : crowd.noCoins) + stake;
  const pool = crowd.yesCoins + crowd.noCoins + (crowd.keptCoins ?? 0) + stake;
  if (onSide <= 0) return { pays: 0, times: 0 };
  const pays = Math.floor((stake * pool) / onSide);
  return { pays, times: Math.floor((pool * 10) / onSide) / 10 };
}
