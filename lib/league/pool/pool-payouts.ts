// A pool-share league's result: winners split every coin staked on the question (and the coins
// cash-outs left in it) in proportion to their stakes. Each winner gets floor(stake × pool / winning
// side's coins); the coins lost to rounding go to the largest winning stake, ties to the earliest,
// so the payouts add up to the pool exactly. With no counted stake on the winning side, every stake
// is refunded (and the kept coins go to nobody); a void refunds every stake.

/** A counted stake on a question, in the order the organiser counted it (earliest first). */
export interface PoolStake {
  id: string;
  choice: 'YES' | 'NO';
  /** What still stands of it (cash-outs taken out). */
  stake: number;
}

export interface PoolReturn {
  amount: number;
  kind: 'win' | 'refund';
}

/** What each stake returns at `outcome` (losers are absent), given `kept` coins already in the pool. */
export function poolReturns(stakes: readonly PoolStake[], outcome: 'YES' | 'NO' | 'VOID', kept = 0): Map<string, PoolReturn> {
  const returns = new Map<string, PoolReturn>();
  const live = stakes.filter((each) => each.stake > 0);
  const winners = outcome === 'VOID' ? [] : live.filter((each) => each.choice === outcome);
  if (winners.length === 0) {
    for (const each of live) returns.set(each.id, { amount: each.stake, kind: 'refund' });
    return returns;
  }
  const pool = BigInt(live.reduce((sum, each) => sum + each.stake, 0) + kept);
  const winning = BigInt(winners.reduce((sum, each) => sum + each.stake, 0));
  let paid = 0n;
  let largest = winners[0] as PoolStake;
  for (const each of winners) {
    const amount = (BigInt(each.stake) * pool) / winning;
    paid += amount;
    if (each.stake > largest.stake) largest = each;
    returns.set(each.id, { amount: Number(amount), kind: 'win' });
  }
  const left = Number(pool - paid);
  const top = returns.get(largest.id) as PoolReturn;
  returns.set(largest.id, { ...top, amount: top.amount + left });
  return returns;
}
